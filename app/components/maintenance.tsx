import { Logo } from "./logo";

/** requirements §2.1's maintenance page, served with 503 when MAINTENANCE_MODE is "on". */
export function MaintenancePage() {
  return (
    <main
      id="main"
      className="container flex min-h-[80vh] flex-col items-center justify-center gap-6 py-16 text-center"
    >
      <Logo />
      <img
        src="/art/maintenance.svg"
        alt="Illustration of tools beside a laptop being repaired"
        width={360}
        height={240}
      />
      <h1 className="text-3xl font-bold text-brand-800">Please bear with us! We're currently under maintenance.</h1>
      <p className="text-lg text-slate-700">We're working hard to fix the issues and improve your experience.</p>
    </main>
  );
}
