/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded, CRLF and one space before each
 * continuation, and a fold never splits a UTF-8 character. The `ics` package folds at 75 characters,
 * which Vietnamese text (two or three octets a letter) takes well past 75 octets; so its lines are
 * unfolded and folded again here, by octets.
 */
const MAX_OCTETS = 75;

/** The calendar text with every line folded at 75 octets, on whole characters; CRLF line ends. */
export function foldLines(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > MAX_OCTETS) {
      parts.push(part);
      // A continuation starts with the space that marks it, counted in its 75 octets.
      part = ' ';
      octets = 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}
