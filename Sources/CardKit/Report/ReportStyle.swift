/// The style sheet of CardKit's HTML pages, inline in each page. System fonts only (no web
/// font, no `url(`), light and dark schemes, and logical properties (`margin-inline-start`)
/// so right-to-left text lays out the right way round.
enum ReportStyle {
  static let css: StaticString = """

    :root{--bg:#f4f5f7;--panel:#fff;--fg:#1d2330;--muted:#6b7280;--faint:#c9ced6;--line:#e5e7eb;\
    --accent:#3b6fd8;--good:#2f9e6e;--bad:#d9534f;--warn:#e0a020;--info:#5b8def;--other:#8e6fd8;\
    --none:#a3aab5;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#15181e;--panel:#1f242c;--fg:#e6e8eb;--muted:#9aa3ae;\
    --faint:#4a515c;--line:#323843;--accent:#6d98f0}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",\
    Roboto,"Noto Sans","Noto Sans CJK SC","Noto Sans Arabic","Noto Sans Hebrew",sans-serif}
    main{max-width:1120px;margin:0 auto;padding:28px 24px 8px}
    footer{max-width:1120px;margin:0 auto;padding:8px 24px 28px;color:var(--muted);font-size:12px}
    h1{font-size:26px;margin:0 0 4px}
    h2{font-size:17px;margin:0 0 12px}
    .sub{color:var(--muted);margin:0 0 20px;overflow-wrap:anywhere}
    .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;margin-bottom:16px}
    .tile{background:var(--panel);border-radius:12px;padding:14px 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
    .tile b{display:block;font-size:28px;font-weight:650;font-variant-numeric:tabular-nums;line-height:1.15}
    .tile span{color:var(--muted);font-size:13px}
    .tile.alert b{color:var(--bad)}
    .grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(440px,1fr));gap:16px;margin-bottom:16px}
    .panel{background:var(--panel);border-radius:12px;padding:18px 20px;box-shadow:0 1px 2px rgba(0,0,0,.08);\
    margin-bottom:16px;min-width:0}
    .grid .panel{margin-bottom:0}
    .note{color:var(--muted);font-size:13px;margin:10px 0 0}
    svg{display:block;max-width:100%;height:auto}
    svg text{fill:var(--fg);font-size:12px}
    svg text.muted{fill:var(--muted)}
    svg text.small{font-size:10px}
    svg.wide{max-width:none}
    svg .axis{stroke:var(--line)}
    .scroll{overflow-x:auto}
    .c0{fill:var(--accent);background:var(--accent)}.c1{fill:var(--good);background:var(--good)}
    .c2{fill:var(--bad);background:var(--bad)}.c3{fill:var(--warn);background:var(--warn)}
    .c4{fill:var(--other);background:var(--other)}.c5{fill:var(--none);background:var(--none)}
    .c6{fill:var(--info);background:var(--info)}.empty{fill:var(--faint)}
    .legend{display:flex;flex-wrap:wrap;gap:6px 18px;margin:10px 0 0;padding:0;list-style:none;font-size:13px}
    .legend li{display:flex;align-items:center;gap:6px}
    .legend i{display:inline-block;width:11px;height:11px;border-radius:3px}
    .legend em{font-style:normal;color:var(--muted)}
    table{border-collapse:collapse;width:100%;font-size:14px}
    th{text-align:start;color:var(--muted);font-weight:500;font-size:12px;text-transform:uppercase;\
    letter-spacing:.04em;padding:6px 8px;border-bottom:1px solid var(--line)}
    td{padding:7px 8px;border-bottom:1px solid var(--line);vertical-align:top}
    td.num{text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
    code{font:12.5px ui-monospace,"DejaVu Sans Mono",monospace}
    .sev{display:inline-block;border-radius:999px;padding:1px 8px;font-size:12px;font-weight:600;color:#fff}
    .sev.error{background:var(--bad)}.sev.warning{background:var(--warn)}.sev.info{background:var(--info)}\
    .sev.fixed{background:var(--good)}
    .ok{color:var(--good);font-weight:600}
    nav.titles{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:2px;padding:8px 10px;\
    margin:0 0 16px;background:var(--panel);border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
    nav.titles a{min-width:26px;padding:2px 5px;border-radius:6px;text-align:center;text-decoration:none;\
    color:var(--accent);font-weight:600;font-size:14px}
    nav.titles a:hover{background:var(--bg)}
    nav.titles a.empty{color:var(--faint);font-weight:400}
    section.letter{background:var(--panel);border-radius:12px;box-shadow:0 1px 2px rgba(0,0,0,.08);\
    margin-bottom:14px;padding:6px 0 8px;scroll-margin-top:96px}
    section.letter h2{display:flex;align-items:baseline;gap:10px;margin:0;padding:6px 18px 8px;\
    border-bottom:1px solid var(--line);font-size:20px}
    section.letter h2 small{color:var(--muted);font-size:13px;font-weight:400}
    ul.names{list-style:none;margin:0;padding:4px 10px 0;columns:15rem;column-gap:18px}
    ul.names li{display:flex;align-items:center;gap:10px;padding:5px 8px;break-inside:avoid;\
    border-bottom:1px solid var(--line);unicode-bidi:plaintext;overflow-wrap:anywhere}
    .av{flex:none;width:28px;height:28px;border-radius:50%;display:inline-flex;align-items:center;\
    justify-content:center;color:#fff;font-size:13px;font-weight:600}
    .a0{background:#3b6fd8}.a1{background:#2f9e6e}.a2{background:#d9534f}.a3{background:#c98a10}\
    .a4{background:#8e6fd8}.a5{background:#1f9bb0}.a6{background:#d35f9a}.a7{background:#6b7a8f}

    """
}
