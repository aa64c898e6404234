/**
 * An answer already written as JSON text (a list page PostgreSQL wrote whole): the service sends the text
 * as it is, instead of parsing rows only to serialize them again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
