import type { StaffMember } from "~/content/staff";
import { useLocale } from "~/i18n/use-frame";
import { PLACEHOLDER_SRC, staffImage } from "./avatar";
import { PHOTO_FALLBACK } from "../image-fallback-behaviour";

/**
 * A staff photo: the member's photo, else the default avatar for their name;
 * a photo that fails to load becomes the placeholder (requirements §2.5,
 * §4; ../image-fallback-behaviour.ts, started by the page script).
 * alt="" because the member's name is the card's heading right beside it.
 */
export function StaffPhoto({
  member,
  size,
  eager = false,
  className,
}: {
  member: StaffMember;
  size: number;
  eager?: boolean;
  className?: string;
}) {
  const src = staffImage(member);
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      data-staff-photo={src === PLACEHOLDER_SRC ? "placeholder" : member.image ? "photo" : "avatar"}
      {...{ [PHOTO_FALLBACK]: PLACEHOLDER_SRC }}
      className={className}
    />
  );
}

/**
 * The `lang` of a person's name: names stay in Latin letters as the staff
 * record writes them, so on a Nepali page the name is marked as such (read
 * out with Latin-letter pronunciation, and left alone by the check for
 * untranslated English); on an English page it is the page's own language.
 */
export function useNameLang(): "en" | undefined {
  return useLocale() === "ne" ? "en" : undefined;
}

export function ChairmanCard({ member }: { member: StaffMember }) {
  const nameLang = useNameLang();
  return (
    <article
      className="grid items-center gap-6 overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200 md:grid-cols-[20rem_1fr]"
      data-staff-card="chairman"
    >
      <StaffPhoto member={member} size={320} eager className="aspect-square h-auto w-full bg-brand-50 object-cover" />
      <div className="px-6 pb-8 md:py-8 md:pr-10">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{member.role}</p>
        <h3 className="mt-2 text-2xl font-bold text-brand-800 sm:text-3xl" lang={nameLang}>
          {member.name}
        </h3>
        {member.bio ? <p className="mt-4 text-slate-700 leading-relaxed">{member.bio}</p> : null}
      </div>
    </article>
  );
}

export function StaffCard({ member }: { member: StaffMember }) {
  const nameLang = useNameLang();
  return (
    <li
      className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-staff-card="member"
    >
      <StaffPhoto member={member} size={96} className="h-24 w-24 flex-none rounded-full bg-brand-50 object-cover" />
      <div>
        <h3 className="text-lg font-semibold text-brand-800" lang={nameLang}>
          {member.name}
        </h3>
        <p className="text-slate-700">{member.role}</p>
      </div>
    </li>
  );
}
