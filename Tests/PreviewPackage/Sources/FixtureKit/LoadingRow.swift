import SwiftUI

/// A row that shows progress: its preview reaches `ProgressView`, which Darkroom declares but
/// does not draw yet, so that preview fails, named with its file and line, while every other
/// preview of the package still renders.
public struct LoadingRow: View {
    public init() {}

    public var body: some View {
        HStack {
            Text("Loading")
            ProgressView()
        }
    }
}

#Preview("Loading", traits: .sizeThatFitsLayout) {
    LoadingRow().padding()
}
