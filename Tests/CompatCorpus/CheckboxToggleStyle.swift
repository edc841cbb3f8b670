import SwiftUI

/// The checkbox every design system writes as a `ToggleStyle`: a rounded square that fills
/// with the brand colour and shows a check when on, then the label.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 5, style: .continuous)
                .fill(configuration.isOn ? Color.brandPrimary : Color.clear)
                .overlay(
                    RoundedRectangle(cornerRadius: 5, style: .continuous)
                        .strokeBorder(configuration.isOn ? Color.brandPrimary : Color.brandBorder, lineWidth: 1.5)
                )
                .overlay(
                    CheckmarkShape()
                        .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .padding(5)
                        .opacity(configuration.isOn ? 1 : 0)
                )
                .frame(width: 22, height: 22)
            configuration.label
        }
    }
}

/// A check mark drawn in the unit square of its frame.
struct CheckmarkShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path
    }
}

struct TermsCheckbox: View {
    @State var accepted: Bool
    var body: some View {
        Toggle("I accept the terms", isOn: $accepted)
            .toggleStyle(CheckboxToggleStyle())
    }
}

#Preview("Checkbox") {
    VStack(alignment: .leading, spacing: 12) {
        TermsCheckbox(accepted: true)
        TermsCheckbox(accepted: false)
    }
    .padding()
}
