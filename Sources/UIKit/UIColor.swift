@_exported import CoreGraphics
import Foundation

/// UIKit's colour, as design-system code uses it inside SwiftUI files: fixed sRGB colours,
/// display P3 colours, dynamic colours whose provider is asked with the trait collection of
/// the view drawing them (light or dark, Dynamic Type size...), and named asset colours.
///
/// Signatures follow the iOS 17 SDK's UIKit (`UIColor.h` as Swift imports it). A dynamic
/// colour is resolved when a SwiftUI view draws it (`Color(uiColor:)`), against the variant's
/// traits, as UIKit resolves it against the view's `traitCollection`.
open class UIColor: NSObject, @unchecked Sendable {
    enum Storage {
        /// Extended sRGB components (a display P3 colour is converted when made).
        case rgba(CGFloat, CGFloat, CGFloat, CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
        /// An asset catalogue's colour set, looked up by the renderer when drawn in the
        /// resources of the bundle at `bundlePath` (nil: the main bundle), with the alpha
        /// `withAlphaComponent` gave it.
        case named(String, bundlePath: String?, alpha: CGFloat)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(red, green, blue, alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        storage = .rgba(white, white, white, alpha)
    }

    /// HSB to sRGB, as UIKit converts (`hue` in 0...1, a full turn).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = HSB.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        storage = .rgba(CGFloat(r), CGFloat(g), CGFloat(b), alpha)
    }

    /// A display P3 colour, converted exactly to extended sRGB (`DisplayP3`).
    public init(displayP3Red displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = DisplayP3.extendedSRGB(red: Double(displayP3Red), green: Double(green), blue: Double(blue))
        storage = .rgba(CGFloat(r), CGFloat(g), CGFloat(b), alpha)
    }

    /// A colour whose value depends on the traits of the view that draws it.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
    }

    /// A colour set of the app's asset catalogue. Never nil here: the renderer looks the name
    /// up when the colour is drawn, and a name it lacks draws magenta with a warning naming it.
    public init?(named name: String) {
        storage = .named(name, bundlePath: nil, alpha: 1)
    }

    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        storage = .named(name, bundlePath: bundle?.resourcePath, alpha: 1)
    }

    /// This colour under `traitCollection`: a dynamic colour's provider answer (itself resolved),
    /// any other colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider may answer another dynamic colour; a chain longer than this is a loop.
        for _ in 0..<64 {
            guard case .dynamic(let provider) = color.storage else { return color }
            color = provider(traitCollection)
        }
        preconditionFailure("UIColor: a dynamic colour's provider keeps answering dynamic colours (a loop in the team's palette)")
    }

    /// The same colour with its alpha replaced, dynamic colours included.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .rgba(r, g, b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .dynamic: return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        case let .named(name, bundlePath, _): return UIColor(storage: .named(name, bundlePath: bundlePath, alpha: alpha))
        }
    }

    /// The sRGB components under the current traits (light, Large). False for a named colour,
    /// whose value only the renderer knows, as UIKit answers false when it cannot convert.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case let .rgba(r, g, b, a) = resolvedColor(with: .current).storage else { return false }
        red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case let (.rgba(r1, g1, b1, a1), .rgba(r2, g2, b2, a2)): return (r1, g1, b1, a1) == (r2, g2, b2, a2)
        case let (.named(n1, b1, a1), .named(n2, b2, a2)): return n1 == n2 && b1 == b2 && a1 == a2
        default: return self === other
        }
    }

    open override var hash: Int {
        switch storage {
        case let .rgba(r, g, b, a): var h = Hasher(); h.combine(r); h.combine(g); h.combine(b); h.combine(a); return h.finalize()
        case let .named(n, _, _): return n.hashValue
        case .dynamic: return ObjectIdentifier(self).hashValue
        }
    }

    open override var description: String {
        switch storage {
        case let .rgba(r, g, b, a): return "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(a)"
        case .dynamic: return "<UIDynamicProviderColor>"
        case let .named(name, _, _): return "<UIDynamicCatalogColor: \(name)>"
        }
    }
}

extension UIColor {
    /// What a colour is under `traits`, for the SwiftUI layer that draws it: extended sRGB
    /// components, or an asset colour's name with the alpha to multiply it by.
    package enum Resolved: Equatable {
        case rgba(Double, Double, Double, Double)
        case named(String, bundlePath: String?, alpha: Double)
    }

    package func resolved(with traits: UITraitCollection) -> Resolved {
        switch resolvedColor(with: traits).storage {
        case let .rgba(r, g, b, a): return .rgba(Double(r), Double(g), Double(b), Double(a))
        case let .named(name, bundlePath, alpha): return .named(name, bundlePath: bundlePath, alpha: Double(alpha))
        case .dynamic: preconditionFailure("resolvedColor(with:) answers no dynamic colour")
        }
    }
}

/// HSB to RGB: the standard hexcone conversion UIKit and SwiftUI both use.
package enum HSB {
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6, f = h - h.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch Int(h) % 6 {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
