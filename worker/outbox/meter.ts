/**
 * Counts the D1 statements run through a database handle, so each outbox
 * event can log what it cost the database (`d1` in its log line; the
 * benchmark reports it per submission). A batch counts each statement.
 */
export function metered(db: D1Database): { db: D1Database; statements: () => number } {
  let count = 0;
  // D1's batch() takes only its own statement objects: remember each wrapper's original.
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        return (...args: unknown[]) => {
          if (key === "first" || key === "run" || key === "all" || key === "raw") count += 1;
          return value.apply(target, args);
        };
      },
    });
    originals.set(wrapper, statement);
    return wrapper;
  };
  const handle = new Proxy(db, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => wrap(target.prepare(sql));
      if (key === "batch")
        return (statements: D1PreparedStatement[]) => {
          count += statements.length;
          return target.batch(statements.map((s) => originals.get(s) ?? s));
        };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: handle, statements: () => count };
}
