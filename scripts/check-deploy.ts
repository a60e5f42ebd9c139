// `npm run check:deploy`: checks a deployed Supabase project's contract with the publishable key
// and the admin credentials. It reads; the only writes it attempts are ones the project must
// refuse, built to change nothing even if accepted (see scripts/check-deploy/). Exit code 1
// when a check fails, 2 when the environment is incomplete.
import { readDeployTarget, TARGET_VARIABLES } from '#scripts/check-deploy/config.ts';
import { formatResult, formatSummary } from '#scripts/check-deploy/report.ts';
import { runDeployChecks } from '#scripts/check-deploy/run-deploy-checks.ts';

const read = readDeployTarget(process.env);
if ('problems' in read) {
  console.error(
    [
      'check:deploy needs the project and the admin credentials in the environment:',
      ...read.problems.map((problem) => `  ${problem}`),
      '',
      'Example:',
      `  ${TARGET_VARIABLES.url}=https://<project-ref>.supabase.co \\`,
      `  ${TARGET_VARIABLES.publishableKey}=<publishable key (sb_publishable_…), or the legacy anon key> \\`,
      `  ${TARGET_VARIABLES.adminUsername}=<user> ${TARGET_VARIABLES.adminPassword}=<password> \\`,
      `  ${TARGET_VARIABLES.seoKey}=<one of SEO_KEYS, optional> \\`,
      '  npm run check:deploy',
    ].join('\n'),
  );
  process.exitCode = 2;
} else {
  console.log(`Checking ${read.target.url}`);
  let section = '';
  const results = await runDeployChecks(read.target, (result) => {
    if (result.section !== section) {
      section = result.section;
      console.log(`\n${section}`);
    }
    console.log(formatResult(result));
  });
  for (const line of formatSummary(results)) console.log(line);
  process.exitCode = results.some((result) => result.status === 'fail') ? 1 : 0;
}
