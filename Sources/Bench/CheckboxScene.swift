import DarkroomLayout

/// The benchmark's fixed scene: a 24 px checkbox with a one-line Roboto 14/16 label,
/// the CheckboxView plan's metrics, built from primitives so the engine benchmark does
/// not depend on the catalogue.
func checkboxWithLabel(checked: Bool) -> some View {
    HStack(alignment: .center, spacing: 8) {
        ZStack {
            if checked {
                RoundedRectangle(cornerRadius: 6).fill(Color(red: 64, green: 178, blue: 89))
                    .frame(width: 20, height: 20)
                Icon("check", size: 16, tint: .white)
            } else {
                RoundedRectangle(cornerRadius: 6).strokeBorder(Color(red: 0, green: 0, blue: 0, alpha: 140), lineWidth: 2)
                    .frame(width: 20, height: 20)
            }
        }
        .frame(width: 24, height: 24)
        Text("Accept terms and conditions")
            .font(Font(family: "Roboto", weight: 400, size: 14, lineHeight: 16))
            .foregroundColor(Color(red: 0, green: 0, blue: 0, alpha: 128))
    }
}
