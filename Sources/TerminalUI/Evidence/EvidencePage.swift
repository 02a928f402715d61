/// The frame of the HTML pages `render --format html` and `review pack` write: a standalone UTF-8 page
/// with its style inline, no script and nothing fetched from elsewhere, well-formed as XML too (void
/// elements self-closed, only XML's entities), so a strict reader can parse it.
enum EvidencePage {
  /// The pages' style sheet.
  static let style = """
    body{margin:0 auto;max-width:64rem;padding:1.5rem;color:#1f2328;background:#ffffff;\
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
    h1{font-size:1.6rem;margin:0 0 .25rem}
    h2{font-size:1.25rem;margin:2.5rem 0 .5rem;padding-bottom:.3rem;border-bottom:1px solid #d0d7de}
    .meta{color:#57606a;margin-top:0}
    .frame{margin:1rem 0;overflow-x:auto}
    .frame svg,.frame img{display:block;max-width:100%;height:auto;border-radius:6px;\
    box-shadow:0 1px 3px rgba(0,0,0,.35)}
    .summary{font-weight:600}
    table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0 1rem}
    th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
    th{background:#f6f8fa}
    td.verdict{font-weight:700;white-space:nowrap}
    tr.fail{background:#fff5f5}
    tr.fail td.verdict{color:#cf222e}
    tr.pass td.verdict{color:#1a7f37}
    tr.na td.verdict{color:#6e7781}
    code{font-family:ui-monospace,Menlo,Consolas,monospace}
    """

  /// A page titled `title` (escaped here) around `body` (already HTML).
  static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>\(XMLText.escaped(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }
}
