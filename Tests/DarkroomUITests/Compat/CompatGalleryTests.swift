import DarkroomLayout
@testable import CompatCorpus
import DarkroomUI
import Foundation
import Testing

/// Every compatibility component renders in LTR and RTL, light and dark, deterministically.
@MainActor
@Suite struct CompatGalleryTests {
    static func components() -> [(String, AnyView)] {
        [("FilledButton", AnyView(FilledButton(title: "Continue"))),
         ("FilledButtonPressed", AnyView(FilledButton(title: "Continue").darkroomPressed())),
         ("OutlineButton", AnyView(OutlineButton(title: "Cancel"))),
         ("IconButton", AnyView(IconButton())),
         ("Chips", AnyView(HStack { Chip(title: "Nearby", isSelected: true); Chip(title: "Open now") })),
         ("Tags", AnyView(HStack { Tag(text: "Paid", kind: .success); Tag(text: "Due", kind: .warning); Tag(text: "Draft") })),
         ("BadgedTile", AnyView(BadgedTile(count: 7))),
         ("CheckboxRows", AnyView(VStack(spacing: 0) { CheckboxRow(title: "Remember me", isChecked: .constant(true)); CheckboxRow(title: "Send news", isChecked: .constant(false)) }.frame(width: 240))),
         ("ToggleRows", AnyView(VStack(spacing: 0) { ToggleRow(title: "Wi-Fi", isOn: .constant(true)); ToggleRow(title: "Bluetooth", isOn: .constant(false)) }.frame(width: 280))),
         ("NavigationRow", AnyView(NavigationRow(title: "Jane Appleseed", subtitle: "Product designer").frame(width: 300))),
         ("Avatar", AnyView(InitialsAvatar(name: "Jane Appleseed", size: 56, isOnline: true).padding(4))),
         ("Card", AnyView(Card(title: "Weekly summary", message: "You walked 12 km more than last week."))),
         ("Banner", AnyView(Banner(style: .warning, message: "Your card expires next month."))),
         ("Fields", AnyView(VStack(spacing: 16) {
             FieldAppearance(label: "Email", placeholder: "name@example.com")
             FieldAppearance(label: "Name", value: "Jane", state: .focused)
             FieldAppearance(label: "Password", value: "secret", state: .error, helper: "At least 8 characters")
         }.padding(8))),
         ("ProgressBar", AnyView(ProgressBar(value: 0.3).padding(8))),
         ("SectionHeader", AnyView(SectionHeader(title: "Account"))),
         ("Segmented", AnyView(SegmentedControl(segments: ["Day", "Week", "Month"], selection: .constant(1)).padding(8))),
         ("Rating", AnyView(RatingView(rating: 3).padding(4))),
         ("Tooltip", AnyView(Tooltip(text: "Tap to edit").padding(4))),
         ("SearchBar", AnyView(SearchBar()))]
    }

    @Test(arguments: Variant.all)
    func everyComponentRendersTheSameTwice(variant: Variant) throws {
        for (name, view) in Self.components() {
            let first = try Pixels(view, variant.direction, scheme: variant.scheme)
            try first.save("gallery-\(name)-\(variant)")
            let second = try Pixels(view, variant.direction, scheme: variant.scheme)
            #expect(first.image == second.image, "\(name) \(variant)")
            #expect(first.image.width > 0 && first.image.height > 0, "\(name)")
        }
    }
}
