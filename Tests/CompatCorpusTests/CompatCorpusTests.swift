import DarkroomTesting
import SwiftUI
import Testing
@testable import CompatCorpus

/// The compatibility corpus: each component, compiled unchanged from files that import only
/// SwiftUI and UIKit, rendered in light and dark, left to right and right to left, at 2x,
/// against the references committed in `__Snapshots__/CompatCorpusTests/`.
/// Record new ones with `DARKROOM_RECORD=missing swift test --filter CompatCorpusTests`.
@MainActor
@Suite struct CompatCorpusTests {
    /// Every component of the corpus with the content a preview would give it.
    static let components: [(name: String, view: AnyView)] = [
        // Written against SwiftUI's own colours and shapes.
        ("FilledButton", AnyView(FilledButton(title: "Continue"))),
        ("FilledButtonPressed", AnyView(FilledButton(title: "Continue").darkroomPressed())),
        ("OutlineButton", AnyView(OutlineButton(title: "Cancel"))),
        ("IconButton", AnyView(IconButton())),
        ("Chips", AnyView(HStack { Chip(title: "Nearby", isSelected: true); Chip(title: "Open now") })),
        ("Tags", AnyView(HStack { Tag(text: "Paid", kind: .success); Tag(text: "Due", kind: .warning); Tag(text: "Draft") })),
        ("CountBadge", AnyView(CountBadge(count: 12).padding(4))),
        ("BadgedTile", AnyView(BadgedTile(count: 7))),
        ("CheckboxRows", AnyView(VStack(spacing: 0) { CheckboxRow(title: "Remember me", isChecked: .constant(true)); CheckboxRow(title: "Send news", isChecked: .constant(false)) }.frame(width: 240))),
        ("ToggleRows", AnyView(VStack(spacing: 0) { ToggleRow(title: "Wi-Fi", isOn: .constant(true)); ToggleRow(title: "Bluetooth", isOn: .constant(false)) }.frame(width: 280))),
        ("NavigationRow", AnyView(NavigationRow(title: "Jane Appleseed", subtitle: "Product designer").frame(width: 300))),
        ("InitialsAvatar", AnyView(InitialsAvatar(name: "Jane Appleseed", size: 56, isOnline: true).padding(4))),
        ("Card", AnyView(Card(title: "Weekly summary", message: "You walked 12 km more than last week."))),
        ("Banner", AnyView(Banner(style: .warning, message: "Your card expires next month."))),
        ("FieldAppearance", AnyView(VStack(spacing: 16) {
            FieldAppearance(label: "Email", placeholder: "name@example.com")
            FieldAppearance(label: "Password", value: "secret", state: .error, helper: "At least 8 characters")
        }.padding(8))),
        ("ProgressBar", AnyView(ProgressBar(value: 0.3).padding(8))),
        ("SectionHeader", AnyView(SectionHeader(title: "Account"))),
        ("SegmentedControl", AnyView(SegmentedControl(segments: ["Day", "Week", "Month"], selection: .constant(1)).padding(8))),
        ("RatingView", AnyView(RatingView(rating: 3).padding(4))),
        ("Tooltip", AnyView(Tooltip(text: "Tap to edit").padding(4))),
        ("SearchBar", AnyView(SearchBar())),
        // Written against UIKit's palette, fonts and metrics, built-in styles and controls.
        ("PrimaryCTA", AnyView(VStack(spacing: 12) { PrimaryCTA(); PrimaryCTA(title: "Disabled").disabled(true) }.padding(8))),
        ("PrimaryCTAPressed", AnyView(PrimaryCTA().darkroomPressed().padding(8))),
        ("GhostButton", AnyView(GhostButton().padding(8))),
        ("SettingsToggles", AnyView(VStack(spacing: 0) { SettingsToggle(title: "Notifications", isOn: true); Divider(); SettingsToggle(title: "Dark mode", isOn: false) }.frame(width: 300))),
        ("TermsCheckbox", AnyView(VStack(alignment: .leading, spacing: 12) { TermsCheckbox(accepted: true); TermsCheckbox(accepted: false) }.padding(8))),
        ("StatusPills", AnyView(HStack { StatusPill(status: .active); StatusPill(status: .pending); StatusPill(status: .failed) }.padding(8))),
        ("UIFontTitle", AnyView(UIFontTitle(title: "Payments", subtitle: "Last updated today").padding(8))),
        ("PriceTags", AnyView(VStack { PriceTag(amount: "$24.00", isDiscounted: true); PriceTag(amount: "$30.00", isDiscounted: false) }.padding(8))),
        ("MenuItems", AnyView(MenuItems().padding(8))),
        ("AccountCard", AnyView(AccountCard().padding(8))),
        ("AccountCardXXXL", AnyView(AccountCard().dynamicTypeSize(.xxxLarge).padding(8))),
        ("TabSwitcher", AnyView(TabSwitcher(tabs: ["Posts", "Replies", "Media"], selection: .constant(0)).padding(8))),
        ("QuantityStepper", AnyView(QuantityStepper(quantity: 2).padding(8))),
        ("DetailRows", AnyView(VStack(spacing: 0) { DetailRow(key: "Subtotal", value: "$42.00"); DetailRow(key: "Shipping", value: "Free") }.frame(width: 300))),
        ("EmptyState", AnyView(EmptyStateView())),
        ("NotificationDots", AnyView(HStack { NotificationDot(count: 3); NotificationDot(count: 120) }.padding(8))),
        ("InlineMessages", AnyView(VStack(alignment: .leading, spacing: 8) {
            InlineMessage(kind: .error, text: "Enter a valid email address")
            InlineMessage(kind: .warning, text: "Your session expires soon")
            InlineMessage(kind: .info, text: "We'll never share your email")
        }.padding(8))),
        ("ResolvedSurface", AnyView(ResolvedSurface().padding(8))),
        ("GroupHeader", AnyView(GroupHeader(title: "Privacy & security"))),
        ("StatNumbers", AnyView(HStack(spacing: 24) { StatNumber(value: "128", caption: "Steps"); StatNumber(value: "42", caption: "Minutes") }.padding(8))),
        ("SocialSignIn", AnyView(SocialSignInButton().padding(8))),
        ("FilterChips", AnyView(FilterChips().padding(8))),
        ("InsetCallout", AnyView(InsetCallout().padding(8))),
        ("ProfileRow", AnyView(ProfileSkeleton().padding(8))),
        ("PromoCard", AnyView(PromoCard().padding(8))),
        ("GradientHero", AnyView(GradientHero().padding(8))),
    ]

    nonisolated static let variants: [(direction: LayoutDirection, scheme: ColorScheme)] =
        [(.leftToRight, .light), (.leftToRight, .dark), (.rightToLeft, .light), (.rightToLeft, .dark)]

    @Test(arguments: 0..<4)
    func everyComponentMatchesItsReference(variant: Int) {
        let (direction, scheme) = Self.variants[variant]
        let suffix = "\(direction == .rightToLeft ? "rtl" : "ltr")-\(scheme)"
        for (name, view) in Self.components {
            assertSnapshot(of: view, named: "\(name)-\(suffix)", direction: direction, colorScheme: scheme, scale: 2,
                           background: Color(uiColor: .systemBackground))
        }
    }

    // The corpus is at least 40 distinct components, as the compatibility promise asks.
    @Test func theCorpusIsLargeEnough() {
        #expect(Set(Self.components.map(\.name)).count == Self.components.count)
        #expect(Self.components.count >= 40)
    }
}
