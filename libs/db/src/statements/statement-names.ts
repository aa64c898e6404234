/** Statements named (prepared once per connection) by one client; later shapes are sent unnamed. */
export const NAMED_STATEMENTS_LIMIT = 256;

/**
 * Names each distinct SQL text the client sends, for the first `limit` texts. A named statement is
 * parsed and planned once per pooled connection and then only bound and executed: the list and read
 * statements behind every screen are a few dozen texts sent thousands of times, and their parse and
 * plan were PostgreSQL's largest cost for a detail read. The limit bounds what each connection keeps
 * (PostgreSQL holds a prepared statement per name until the connection closes); a text past it is
 * sent unnamed, as every text was before. An empty name is pg's unnamed statement.
 */
export function statementNamer(limit = NAMED_STATEMENTS_LIMIT): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit) return '';
    const name = `portal_${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}
