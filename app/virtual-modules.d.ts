/** The address of the page script's built module (vite.config.ts, pageScript). */
declare module "virtual:page-script" {
  const address: string;
  export default address;
}
