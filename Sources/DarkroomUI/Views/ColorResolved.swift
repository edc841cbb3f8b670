import DarkroomLayout
import UIKit
import Foundation

/// A colour's concrete value in an environment, as SwiftUI's `Color.Resolved` (iOS 17): sRGB
/// components (gamma-encoded, as `red` is documented) and opacity. `resolve(in:)` answers what
/// Darkroom draws: the 8-bit value the colour takes in that environment (colour scheme,
/// traits of a dynamic UIColor, the asset map), so a component that computes with a resolved
/// colour computes with the drawn one.
extension Color {
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let (r, g, b) = colorSpace.extendedSRGB(Double(red), Double(green), Double(blue))
            self.red = Float(r); self.green = Float(g); self.blue = Float(b); self.opacity = opacity
        }

        public var linearRed: Float { Float(DisplayP3.toLinear(Double(red))) }
        public var linearGreen: Float { Float(DisplayP3.toLinear(Double(green))) }
        public var linearBlue: Float { Float(DisplayP3.toLinear(Double(blue))) }
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let c = resolved(in: environment)
        return Resolved(red: Float(c.red) / 255, green: Float(c.green) / 255, blue: Float(c.blue) / 255, opacity: Float(c.alpha) / 255)
    }

    public init(_ resolved: Color.Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}
