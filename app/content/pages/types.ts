/** The shape of a page record (SPEC §2.1, §2.2 banner). */
export interface BannerData {
  mainTitle: string;
  subTitle: string;
  imageSrc: string;
  altText: string;
}

export interface PageInfo {
  /** Path exactly as SPEC §2.1 writes it (a space stays a space). */
  path: string;
  /** Route module under app/routes/. */
  file: string;
  title: string;
  description: string;
  banner: BannerData;
}
