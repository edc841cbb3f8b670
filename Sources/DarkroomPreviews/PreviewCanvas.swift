import DarkroomUI
import UIKit

/// The canvas Xcode shows a preview on, as a view: the preview laid out by its layout, in its
/// colour scheme (the system background of that scheme fills the canvas: `PreviewFamily`).
///
/// Layouts (Apple, `PreviewLayout` and `PreviewTrait`): `.sizeThatFits` proposes nothing and
/// the canvas is the view's own size; `.fixed(width:height:)` is a frame of that size; the
/// default, `.device`, is the screen of the default device with the view centred in its safe
/// area. The default device is iPhone 15 (393 x 852 points, Apple's Human Interface
/// Guidelines, "Layout: device screen sizes"), with its safe area of 59 points at the top
/// and 34 at the bottom in portrait, and 59 at each side and 21 at the bottom in landscape
/// (iOS 17 on iPhone 15, `UIWindow.safeAreaInsets`).
struct PreviewCanvas: View {
    let content: AnyView
    let layout: CanvasLayout
    let colorScheme: ColorScheme?
    /// The variant's scheme, which `preferredColorScheme` overrides for the whole canvas.
    @Environment(\.colorScheme) private var variantScheme

    var body: some View {
        placed.environment(\.colorScheme, colorScheme ?? variantScheme)
    }

    @ViewBuilder private var placed: some View {
        switch layout {
        case .sizeThatFits: content
        case .fixed(let width, let height): content.frame(width: width, height: height)
        case .device(let screen):
            content.frame(maxWidth: .infinity, maxHeight: .infinity).padding(screen.safeArea)
        }
    }
}

/// How a preview's canvas is sized.
enum CanvasLayout: Equatable {
    case sizeThatFits
    case fixed(width: Double, height: Double)
    case device(DeviceScreen)

    /// The size proposed to the canvas: the device's screen, a fixed size, or nothing.
    var proposal: (width: Double?, height: Double?) {
        switch self {
        case .sizeThatFits: (nil, nil)
        case .fixed(let width, let height): (width, height)
        case .device(let screen): (screen.width, screen.height)
        }
    }

    var description: String {
        switch self {
        case .sizeThatFits: "size that fits"
        case .fixed(let width, let height): "fixed \(Self.points(width)) x \(Self.points(height))"
        case .device(let screen): "\(screen.name) \(Self.points(screen.width)) x \(Self.points(screen.height))"
        }
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The default preview device's screen in one orientation.
struct DeviceScreen: Equatable {
    let name: String
    let width: Double
    let height: Double
    let safeArea: EdgeInsets

    static let portrait = DeviceScreen(name: "iPhone 15 portrait", width: 393, height: 852,
                                       safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    static let landscape = DeviceScreen(name: "iPhone 15 landscape", width: 852, height: 393,
                                        safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
}
