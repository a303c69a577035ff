/** SQL text without its `--` and block comments, for tests that read the SQL files for rules. */
export const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
