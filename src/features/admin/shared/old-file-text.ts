// A removed or replaced image leaves the site, but its file is kept in storage as history
// (Restaurar brings it back), so its public address keeps working. The admin says so
// wherever the owner removes or replaces an image, rather than implying the file is gone.

/** One pt-PT sentence: the old file's address still opens it. */
export const OLD_FILE_STAYS_REACHABLE =
  'O ficheiro não é apagado: quem tiver o endereço antigo (por exemplo, copiado com Link) continua a conseguir abri-lo.';
