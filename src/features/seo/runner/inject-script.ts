/** Loads a same-origin script file into the audited frame's document and waits for it to run. */
export function injectScript(doc: Document, src: string, type: 'module' | 'classic'): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    if (type === 'module') script.type = 'module';
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => reject(new Error(`Não foi possível carregar ${src} na página auditada.`)),
      {
        once: true,
      },
    );
    doc.head.append(script);
  });
}
