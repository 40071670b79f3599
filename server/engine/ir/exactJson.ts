/**
 * JSON.parse for the JSON inside Relay's global ids and cursors, which PostgreSQL wrote: a bigint or numeric key
 * there can hold more digits than a double keeps, so a number JavaScript cannot hold exactly is read as its own text
 * (a bind parameter takes either), never rounded.
 */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

export function parseExactJson(text: string): unknown {
  return JSON.parse(text.replace(TOKEN, (token) => {
    if (token.startsWith('"')) return token;
    const value = Number(token);
    return Number.isSafeInteger(value) || String(value) === token ? token : JSON.stringify(token);
  }));
}
