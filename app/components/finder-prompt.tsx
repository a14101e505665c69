import type { FinderWords } from "~/content/finder";
import { findYourProgrammePage } from "~/content/pages/find-your-programme";
import { Link } from "~/i18n/link";
import { Icon } from "./icons";

/** "Not sure which programme you can join? Find your programme": the way to the programme finder. */
export function FinderPrompt({ prompt, className = "" }: { prompt: FinderWords["prompt"]; className?: string }) {
  return (
    <p className={`m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800 ${className}`} data-finder-prompt="">
      <span>{prompt.lead}</span>
      <Link to={findYourProgrammePage.path} className="brand-link inline-flex items-center gap-1 font-semibold">
        {prompt.label}
        <Icon name="arrow-right" aria-hidden="true" />
      </Link>
    </p>
  );
}
