import type { FrameText } from "~/i18n/frame/types";
import { Logo } from "./logo";

/** requirements §2.1's maintenance page, served with 503 when MAINTENANCE_MODE is "on". */
export function MaintenancePage({ text }: { text: FrameText["maintenance"] }) {
  return (
    <main
      id="main"
      className="container flex min-h-[80vh] flex-col items-center justify-center gap-6 py-16 text-center"
    >
      <Logo />
      <img src="/art/maintenance.svg" alt={text.alt} width={360} height={240} />
      <h1 className="text-3xl font-bold text-brand-800">{text.heading}</h1>
      <p className="text-lg text-slate-700">{text.text}</p>
    </main>
  );
}
