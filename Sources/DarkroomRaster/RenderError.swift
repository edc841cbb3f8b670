/// Environment failures of the raster stage. Each message names the file and what to do.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case fonts(String)
    case icon(String)
    case cairo(String)
    /// Text that would not be drawn as written (see `TextCheck`).
    case text(String)
    /// The view reaches SwiftUI API that is declared but not drawn yet: one message per API,
    /// each naming it and its source location.
    case notDrawn(String)

    public var description: String {
        switch self {
        case .fonts(let m): return "fonts: \(m)"
        case .icon(let m): return "icons: \(m)"
        case .cairo(let m): return "cairo: \(m)"
        case .text(let m), .notDrawn(let m): return m
        }
    }
}
