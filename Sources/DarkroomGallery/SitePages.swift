import DarkroomManifest

/// The HTML shells of the gallery. They hold the page structure and the few catalogue strings
/// known at build time (HTML-escaped here); the scripts fill in the rest from `data/*.js`.
/// Which optional pages a site has, for the navigation every page shows.
struct SiteNav {
    var hasReport: Bool
    var hasTokens: Bool
    /// Kept by `darkroom watch`: pages poll data/live.js (a static site has none to ask for).
    var isLive = false
}

enum SitePages {
    static func index(darkroom: String, nav: SiteNav) -> String {
        page(title: "Darkroom gallery", root: "", pageKind: "index", nav: nav, body: """
            <main class="index">
              <section class="intro">
                <h1>Components</h1>
                <p id="counts" class="muted"></p>
              </section>
              <section id="filters" class="filters" aria-label="Filters"></section>
              <p id="empty" class="empty" hidden>No component matches.</p>
              <section id="cards" class="cards" aria-label="Components"></section>
            </main>
            <footer class="muted">Rendered by Darkroom \(Escape.html(darkroom))</footer>
            """, scripts: ["data/catalog.js", "assets/index.js"])
    }

    static func component(_ info: ComponentInfo, slug: String, nav: SiteNav) -> String {
        page(title: "\(info.name) · Darkroom gallery", root: "../", pageKind: "component", nav: nav, body: """
            <main class="component">
              <aside id="filters" class="filters sidebar" aria-label="Filters"></aside>
              <section class="matrix">
                <div class="matrix-head">
                  <h1>\(Escape.html(info.name))</h1>
                  <p class="summary">\(Escape.html(info.summary))</p>
                  <p><a id="to-playground" href="\(Escape.html(slug))-playground.html">Playground</a></p>
                  <p id="counts" class="muted"></p>
                </div>
                <p id="empty" class="empty" hidden>No snapshot matches these filters.</p>
                <div id="grid" class="grid"></div>
                <div id="more" class="more" aria-hidden="true"></div>
              </section>
            </main>
            <div id="detail" class="detail" role="dialog" aria-modal="true" aria-labelledby="detail-title" hidden>
              <div class="detail-panel">
                <div class="detail-head">
                  <h2 id="detail-title"></h2>
                  <button type="button" id="detail-close" class="button" aria-label="Close">Close</button>
                </div>
                <div id="detail-body"></div>
              </div>
            </div>
            """, scripts: ["data/components/\(slug).js", "assets/component.js"])
    }

    static func review(failures: Int, passed: Int, nav: SiteNav) -> String {
        page(title: "Review · Darkroom gallery", root: "", pageKind: "review", nav: nav, body: """
            <main class="review">
              <section class="intro">
                <h1>Review</h1>
                <p class="muted">\(failures) failing, \(passed) passed</p>
                <div id="environment"></div>
              </section>
              <section id="audit" aria-label="Audit findings"></section>
              <section id="groups" aria-label="Causes"></section>
              <section id="filters" class="filters" aria-label="Filters"></section>
              <p id="empty" class="empty" hidden>No failure matches.</p>
              <section id="failures" class="failures" aria-label="Failures"></section>
              <div id="more" class="more" aria-hidden="true"></div>
            </main>
            """, scripts: ["data/report.js", "assets/review.js"])
    }

    /// The frame every page shares: header with navigation, search and the page theme toggle.
    /// `common.js` loads in the head so the remembered theme applies before first paint.
    /// One large preview of a component with a control per axis; tapping the preview toggles
    /// its primary state (checked/unchecked), as the seed plan's preview screen does.
    static func playground(_ info: ComponentInfo, slug: String, nav: SiteNav) -> String {
        page(title: "\(info.name) playground · Darkroom gallery", root: "../", pageKind: "playground", nav: nav, body: """
            <main class="playground">
              <section class="intro">
                <h1>\(Escape.html(info.name)) <span class="muted">playground</span></h1>
                <p class="summary">\(Escape.html(info.summary))</p>
                <p><a id="to-matrix" href="\(Escape.html(slug)).html">Every variant</a></p>
              </section>
              <div class="playground-body">
                <form id="controls" class="controls" aria-label="Variant"></form>
                <section class="stage">
                  <button type="button" id="preview" class="preview" aria-describedby="preview-hint"></button>
                  <p id="preview-hint" class="muted"></p>
                  <p id="preview-name" class="muted mono"></p>
                </section>
              </div>
            </main>
            """, scripts: ["data/components/\(slug).js", "assets/playground.js"])
    }

    /// Every token's value per brand and theme, its swatch and contrast, and its readers.
    static func tokens(nav: SiteNav) -> String {
        page(title: "Tokens · Darkroom gallery", root: "", pageKind: "tokens", nav: nav, body: """
            <main class="tokens">
              <section class="intro">
                <h1>Tokens</h1>
                <p id="counts" class="muted"></p>
              </section>
              <section id="filters" class="filters" aria-label="Filters"></section>
              <p id="empty" class="empty" hidden>No token matches.</p>
              <div class="table-box"><table id="token-table"></table></div>
            </main>
            """, scripts: ["data/tokens.js", "assets/tokens.js"])
    }

    private static func page(title: String, root: String, pageKind: String, nav: SiteNav,
                             body: String, scripts: [String]) -> String {
        let review = (nav.hasReport ? "\n      <a href=\"\(root)review.html\" id=\"nav-review\">Review</a>" : "")
            + (nav.hasTokens ? "\n      <a href=\"\(root)tokens.html\" id=\"nav-tokens\">Tokens</a>" : "")
        let tags = scripts.map { "<script src=\"\(root)\($0)\"></script>" }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en" data-page="\(pageKind)"\(nav.isLive ? " data-live=\"true\"" : "")>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Escape.html(title))</title>
            <link rel="icon" href="data:,">
            <link rel="stylesheet" href="\(root)assets/gallery.css">
            <script src="\(root)assets/common.js"></script>
            </head>
            <body>
            <header class="top">
              <a class="brand" href="\(root)index.html">Darkroom</a>
              <nav>
                <a href="\(root)index.html" id="nav-components">Components</a>\(review)
              </nav>
              <input type="search" id="search" placeholder="Search" aria-label="Search" autocomplete="off">
              <button type="button" id="theme-toggle" class="button" aria-label="Toggle dark page theme">Dark</button>
            </header>
            \(body)
            \(tags)
            </body>
            </html>

            """
    }
}
