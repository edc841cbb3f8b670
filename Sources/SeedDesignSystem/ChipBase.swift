import SwiftUI

/// Chip-Base (seed spec 045, iOS task 2.6): a pill with block and inline padding, an
/// optional leading icon before the label, and a hairline border. Pressed, the surface
/// takes the pressed blend and the border the primary action colour.
public struct ChipBase: View {
    public var label: String
    public var showsIcon: Bool
    public var action: () -> Void

    public init(_ label: String, showsIcon: Bool = false, action: @escaping () -> Void) {
        self.label = label
        self.showsIcon = showsIcon
        self.action = action
    }

    @Environment(\.seedTheme) private var theme

    public var body: some View {
        Button(action: action) {
            HStack(spacing: theme.chip.gap) {
                if showsIcon {
                    // The icon takes the label's colour, as the seed's IconBase does.
                    Image("filter")
                        .renderingMode(.template)
                        .resizable()
                        .frame(width: theme.chip.iconSize, height: theme.chip.iconSize)
                        .accessibilityHidden(true)
                        .id("icon")
                }
                Text(label).textStyle(theme.chip.label).id("label")
            }
        }
        .buttonStyle(ChipButtonStyle())
        .accessibilityIdentifier("chip-base")
    }
}

/// The chip's capsule: rest and pressed come from the button's own press state.
struct ChipButtonStyle: ButtonStyle {
    @Environment(\.seedTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        let chip = theme.chip
        configuration.label
            .foregroundStyle(chip.text)
            .padding(.vertical, chip.paddingBlock)
            .padding(.horizontal, chip.paddingInline)
            .background(Capsule(style: .circular).fill(configuration.isPressed ? chip.surfacePressed : chip.surface))
            .overlay(Capsule(style: .circular)
                .strokeBorder(configuration.isPressed ? chip.borderPressed : chip.border, lineWidth: chip.borderWidth))
            .contentShape(MinimumTapShape(minimum: chip.minimumTapArea))
    }
}

#Preview("Chips") {
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 8) {
            ChipBase("Nearby") {}
            ChipBase("Filters", showsIcon: true) {}
        }
        .padding()
    }
}

struct ChipBase_Previews: PreviewProvider {
    static var previews: some View {
        ChipBase("Filters", showsIcon: true) {}
            .padding()
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Chip, dark")
    }
}
