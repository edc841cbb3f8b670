import SwiftUI

// Previews written as a team writes them, in this test module: discovery must find exactly
// these (and not those of the modules Darkroom links), in file order.

struct Swatch: View {
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 40, height: 20)
    }
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Swatch()
}

#Preview {
    Swatch()
}

#Preview("Fixed!", traits: .fixedLayout(width: 100, height: 50)) {
    Swatch()
}

#Preview("Fits", traits: .landscapeRight) {
    HStack(spacing: 0) {
        Swatch()
        Rectangle().fill(Color.red).frame(width: 10, height: 20)
    }
}

#Preview("Broken", traits: .sizeThatFitsLayout) {
    ProgressView()
}

struct Swatch_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Swatch().previewDisplayName("First page")
            Swatch().preferredColorScheme(.dark)
        }
        .previewLayout(.sizeThatFits)
    }
}
