import SwiftUI

// A provider that makes its previews with ForEach, as teams do for sizes or states.

struct Dot: View {
    let size: CGFloat
    var body: some View { Circle().fill(Color.green).frame(width: size, height: size) }
}

struct Dot_Previews: PreviewProvider {
    static var previews: some View {
        ForEach([8, 16, 24], id: \.self) { size in
            Dot(size: CGFloat(size))
                .previewDisplayName("\(size) pt")
        }
        .previewLayout(.sizeThatFits)
    }
}
