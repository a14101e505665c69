/**
 * A D1 handle whose every query passes through `around`: a statement run
 * (first, run, all or raw) with its SQL, or a batch with its size. The
 * outbox uses it to count what each event cost the database; the tests use
 * it to fail a chosen query.
 */
export type D1Call = { sql: string; batch?: undefined } | { sql?: undefined; batch: number };

export function interceptD1(
  db: D1Database,
  around: <T>(call: D1Call, run: () => Promise<T>) => Promise<T>,
): D1Database {
  // D1's batch() takes only its own statement objects: remember each wrapper's original.
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (key === "first" || key === "run" || key === "all" || key === "raw")
          return (...args: unknown[]) => around({ sql }, () => value.apply(target, args));
        return value.bind(target);
      },
    });
    originals.set(wrapper, statement);
    return wrapper;
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (key === "batch")
        return (statements: D1PreparedStatement[]) =>
          around({ batch: statements.length }, () => target.batch(statements.map((s) => originals.get(s) ?? s)));
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Counts the D1 statements run through a handle, so each outbox event can
 * log what it cost the database (`d1` in its log line; the benchmark
 * reports it per submission). A batch counts each statement.
 */
export function metered(db: D1Database): { db: D1Database; statements: () => number } {
  let count = 0;
  const handle = interceptD1(db, (call, run) => {
    count += call.batch ?? 1;
    return run();
  });
  return { db: handle, statements: () => count };
}
