// `npm run hash-password`: prints the ADMIN_PASSWORD_HASH value for a password of your
// choice. The password is read from stdin when piped (`echo -n … | npm run hash-password`),
// otherwise asked twice on the terminal without echo. Nothing but the hash goes to stdout.
import { hashPassword } from '#portable/password.ts';
import { DEFAULT_LOCAL_PASSWORD } from '#portable/local-secrets.ts';

const MIN_LENGTH = 10;

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // a single trailing newline comes from `echo` or a file, not from the password
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Reads one line from the terminal in raw mode, echoing nothing. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let answer = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Cancelado.'));
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await promptHidden('Nova senha do admin: ');
  const second = await promptHidden('Repita a senha: ');
  if (first !== second) throw new Error('As senhas não coincidem.');
  return first;
}

try {
  const password = await readPassword();
  if (password.length < MIN_LENGTH) throw new Error(`A senha deve ter pelo menos ${MIN_LENGTH} caracteres.`);
  if (password === DEFAULT_LOCAL_PASSWORD) throw new Error('Escolha uma senha diferente da predefinida.');
  process.stdout.write(`${await hashPassword(password)}\n`);
  process.stderr.write('Guarde este valor no segredo ADMIN_PASSWORD_HASH (supabase secrets set ...).\n');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
