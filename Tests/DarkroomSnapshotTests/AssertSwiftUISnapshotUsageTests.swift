import DarkroomTesting
import SwiftUI
import Testing

// assertSnapshot with a SwiftUI view, as a team writes it, against references committed in
// __Snapshots__/AssertSwiftUISnapshotUsageTests/ (recorded locally when missing; CI only compares).

/// A chip written in ordinary SwiftUI: only `import SwiftUI` is needed for the view itself.
private struct FilterChip: View {
    var title: String
    var isSelected: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(isSelected ? Color.blue : Color.gray).frame(width: 8, height: 8)
            Text(title).font(.system(size: 14, weight: .medium))
                .foregroundColor(colorScheme == .dark ? .white : .black)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().strokeBorder(isSelected ? Color.blue : Color.gray, lineWidth: 1))
        .padding(4)
    }
}

@MainActor
@Suite(.serialized) struct AssertSwiftUISnapshotUsage {
    @Test("a SwiftUI view matches its reference in both directions and schemes",
          arguments: [LayoutDirection.leftToRight, .rightToLeft], [ColorScheme.light, .dark])
    func chip(direction: LayoutDirection, scheme: ColorScheme) {
        assertSnapshot(of: FilterChip(title: "Nearby", isSelected: true), named: "chip-\(direction == .rightToLeft ? "rtl" : "ltr")-\(scheme)",
                       direction: direction, colorScheme: scheme, scale: 2, background: scheme == .dark ? .black : .white)
    }

    @Test("a changed SwiftUI view fails against the reference, naming what moved")
    func changedChip() throws {
        let message = try #require(verifySnapshot(of: FilterChip(title: "Nearby now", isSelected: true), named: "chip-ltr-light",
                                                  scale: 2, record: .never, filePath: #filePath))
        #expect(message.contains("does not match its reference") || message.contains("size changed"), "\(message)")
    }
}
