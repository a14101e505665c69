// The built Worker (build/server/index.js, aliased in vitest.config.ts), so
// Workers-runtime tests can call it with a modified env.
declare module "built-worker" {
  const worker: {
    fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
    queue(batch: MessageBatch<{ id: string }>, env: Env, ctx: ExecutionContext): Promise<void>;
    scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void>;
  };
  export default worker;
}
