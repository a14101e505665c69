/**
 * The office page's whole style sheet, served at /office/styles.css: the
 * pages carry no inline styles (the site's CSP allows none) and no script.
 * Written for a phone (390 px) first; wider screens get two columns.
 */
export const OFFICE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
a{color:#0b4f9c}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
header.bar{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#0b2a4a;color:#fff}
header.bar a{color:#fff;font-weight:700;text-decoration:none}
header.bar form{display:flex;gap:.5rem;align-items:center;margin:0}
header.bar nav{display:flex;gap:1rem}
header.bar nav a{font-weight:600;text-decoration:underline}
header.bar .who{font-size:.875rem}
header.bar .account{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
section.panel{background:#fff;border:1px solid #d5d9e0;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
.ok{border-left:.5rem solid #1d7a3a}
.bad{border-left:.5rem solid #b3261e}
.notice{background:#e8f1fb;border:1px solid #9cbde3;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
.shared{background:#fff4d6;border:1px solid #d9b44a;border-radius:.35rem;padding:.35rem .6rem;margin:.25rem 0;font-weight:600;color:#4a3300}
.problem{background:#fdecea;border:1px solid #e3a29c;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e1e4e8;vertical-align:top}
dl.facts{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0;overflow-wrap:anywhere}
ul.cards{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
ul.cards li{background:#fff;border:1px solid #d5d9e0;border-radius:.5rem;padding:.75rem 1rem}
ul.cards .top{display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline;justify-content:space-between;margin-bottom:.25rem}
ul.cards .ref{font-weight:700;font-size:1.05rem}
.state{display:inline-block;padding:0 .5rem;border-radius:1rem;font-size:.875rem;font-weight:600;background:#e1e4e8;color:#1a1a1a}
.state-failed{background:#fdecea;color:#8c1d18}
.state-pending{background:#fff4d6;color:#6b4a00}
.state-delivered{background:#e3f4e8;color:#14532d}
.state-handled{background:#e8eaf6;color:#2e3a87}
.notice-live{background:#e3f4e8;color:#14532d}
.notice-scheduled{background:#fff4d6;color:#6b4a00}
.notice-draft{background:#e8eaf6;color:#2e3a87}
form.notice-form{max-width:48rem}
form.notice-form textarea{min-height:10rem}
form.stack label.check{flex-direction:row;align-items:center;gap:.5rem;font-weight:400}
.row-actions{display:flex;flex-wrap:wrap;gap:.75rem 1rem;align-items:center;margin-top:.75rem}
.preview{border:1px dashed #6b7280;border-radius:.35rem;padding:.75rem;background:#fff;overflow-wrap:anywhere}
.preview article h1{font-size:1.35rem;margin:.25rem 0 .5rem}
.preview article .flex{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center;margin:.75rem 0 0}
.preview article .rounded{background:#e8f1fb;border-radius:.25rem;padding:0 .5rem;font-weight:600}
form.inline{display:inline}
form.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:0}
form.row label,form.stack label{display:flex;flex-direction:column;font-weight:600;gap:.25rem}
form.stack{display:grid;gap:.75rem;max-width:28rem}
input,select,textarea{font:inherit;padding:.45rem .6rem;border:1px solid #6b7280;border-radius:.35rem;background:#fff;color:#1a1a1a;min-width:0}
textarea{min-height:5rem;width:100%}
button{font:inherit;font-weight:600;padding:.5rem .9rem;border-radius:.35rem;border:1px solid #0b4f9c;background:#0b4f9c;color:#fff;cursor:pointer}
button.quiet{background:#fff;color:#0b4f9c}
button.danger{border-color:#b3261e;background:#b3261e}
header.bar button{border-color:#fff;background:transparent;color:#fff;padding:.25rem .6rem}
.hint{font-size:.875rem;color:#4b5563;font-weight:400}
.error-text{color:#8c1d18;overflow-wrap:anywhere}
.images{display:flex;flex-wrap:wrap;gap:.75rem}
.images img{max-width:100%;width:14rem;height:auto;border:1px solid #d5d9e0;border-radius:.35rem;background:#fff}
.pager{display:flex;justify-content:space-between;margin:1rem 0}
.grid2{display:grid;gap:1rem}
@media (min-width:48rem){.grid2{grid-template-columns:1fr 1fr}ul.cards{grid-template-columns:1fr 1fr}}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
