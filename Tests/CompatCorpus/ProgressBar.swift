import SwiftUI

/// A determinate progress bar of a fixed width: a track and a fill from the leading edge.
struct ProgressBar: View {
    let value: Double
    var width: CGFloat = 200

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.25))
            Capsule().fill(Color.blue)
                .frame(width: width * min(max(value, 0), 1))
        }
        .frame(width: width, height: 8)
        .accessibilityValue("\(Int(value * 100)) percent")
    }
}
