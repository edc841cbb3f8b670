/// The gallery's static assets, kept as Swift string literals (one file each under
/// `Resources/`) so the library needs no bundle and the site is written in one pass.
enum SiteAssets {
    static var files: [(path: String, text: String)] {
        [("assets/gallery.css", styleSheet),
         ("assets/common.js", commonScript),
         ("assets/index.js", indexScript),
         ("assets/component.js", componentScript),
         ("assets/review.js", reviewScript)]
    }
}
