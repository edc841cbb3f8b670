import DarkroomLayout
import Foundation

/// iOS's switch, as `UISwitch` draws it in iOS 17 (SwiftUI's `.switch` toggle style):
/// the label on the leading side, a flexible space, and a 51 x 31 pt track
/// (`UISwitch.intrinsicContentSize`) with a 27 pt white thumb inset 2 pt, at the trailing end
/// when on. The track is the tint (system green unless `.tint` sets one) when on and
/// `secondarySystemFill` when off. The thumb's shadow is the one iOS 17 draws, measured from
/// screenshots: 0 3 8 black 15 % and 0 3 1 black 6 %. A disabled switch is not drawn yet.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(configuration: configuration)
    }
}

private struct SwitchBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.darkroomTint) private var tint

    static let trackSize = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27

    var body: some View {
        HStack {
            configuration.label
            Spacer()
            track
        }
    }

    @ViewBuilder private var track: some View {
        let on = configuration.isOn
        let thumb = Circle()
            .fill(Color.white)
            .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
            .shadow(color: Color(white: 0, opacity: 0.15), radius: 8, x: 0, y: 3)
            .shadow(color: Color(white: 0, opacity: 0.06), radius: 1, x: 0, y: 3)
            .padding(2)
        let shape = Capsule()
            .fill(on ? (tint ?? Color(uiColor: .systemGreen)) : Color(uiColor: .secondarySystemFill))
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
            .overlay(alignment: on ? .trailing : .leading) { thumb }
        if isEnabled {
            shape
        } else {
            shape.notDrawnYet("a disabled Toggle (switch style)", file: #fileID, line: #line)
        }
    }
}
