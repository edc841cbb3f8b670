import DarkroomLayout
import Testing
@testable import DarkroomTokens

/// `em` and percentages the drafts and Figma write for letter spacing and line height, resolved
/// against the typography's own font size; lists of references in shadows and gradients; a
/// wrong member named by its path.
@Suite struct FontRelativeTests {
    static let json = ##"""
        {
          "font": {"size": {"$type": "dimension", "$value": "20px"}},
          "tracking": {"$type": "dimension", "tight": {"$value": "-0.02em"}, "wide": {"$value": {"value": 0.1, "unit": "em"}}},
          "typography": {"$type": "typography",
            "body": {"large": {"$value": {"fontFamily": "Roboto", "fontSize": "{font.size}", "fontWeight": 400, "letterSpacing": "{tracking.tight}", "lineHeight": "150%"}}},
            "caption": {"$value": {"fontFamily": "Roboto", "fontSize": "12px", "fontWeight": 400, "letterSpacing": "5%", "lineHeight": "1.25em"}},
            "label": {"$value": {"fontFamily": "Roboto", "fontSize": "1rem", "fontWeight": 500, "letterSpacing": "{tracking.wide}", "lineHeight": "24px"}}}
        }
        """##

    @Test func emAndPercentAreTimesTheFontSize() throws {
        let t = try loadTokens(Self.json)
        #expect(t.typography("typography.body.large") == Typography(fontFamily: "Roboto", fontSize: 20, fontWeight: 400, lineHeight: 30, letterSpacing: -0.4))
        let caption = t.typography("typography.caption") // 5% of 12px, in floating point
        #expect(caption.lineHeight == 15 && abs(caption.letterSpacing - 0.6) < 1e-12, "\(caption)")
        #expect(t.typography("typography.label") == Typography(fontFamily: "Roboto", fontSize: 16, fontWeight: 500, lineHeight: 24, letterSpacing: 1.6))
        // A standalone em token keeps its unit: it has no font size of its own.
        #expect(t.values["tracking.tight"] == .em(-0.02) && t.types["tracking.tight"] == .dimension)
        #expect(t.values["tracking.tight"]?.description == "-0.02em")
    }

    @Test func emReadAsALengthIsAnError() throws {
        let t = try loadTokens(Self.json)
        let e = expectTokenError(.typeMismatch) { try t.check([TokenRequirement("tracking.wide", .dimension)], component: "Chip") }
        #expect(e?.message.contains("reads token tracking.wide as a length, but in the token set it is 0.1em, relative to a font size it does not have") == true, "\(String(describing: e))")
    }

    // Strict loads allow only px and rem, even in typography.
    @Test func emIsRefusedWhenStrict() throws {
        let e = expectTokenError(.typeMismatch) {
            _ = try loadTokens(##"""
                {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
                 "t": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                   "letterSpacing": {"value": 0.1, "unit": "em"}, "lineHeight": 1.5}}}
                """##, validation: .strict)
        }
        #expect(e?.message.hasPrefix("t.letterSpacing must be a dimension, but its value (an object) is not a dimension: its unit \"em\" is not one of px, rem") == true, "\(String(describing: e))")
    }

    // The issue's example: the member is named, and the sentence says what to write.
    @Test func wrongMemberIsNamedByItsPath() throws {
        let e = expectTokenError(.typeMismatch) {
            _ = try loadTokens(##"{"typography": {"body": {"large": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": "16px", "fontWeight": 400, "letterSpacing": {"value": 1}}}}}}"##)
        }
        #expect(e?.token == "typography.body.large")
        #expect(e?.message.hasPrefix("typography.body.large.letterSpacing must be a dimension, but its value (an object) is not a dimension: it has no \"unit\"") == true, "\(String(describing: e))")
        // An em font size loads (Primer writes one) and fails the component that reads it.
        let t = try loadTokens(##"{"t": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": "2em", "fontWeight": 400}}}"##)
        let size = expectTokenError(.typeMismatch) { try t.check([TokenRequirement("t", .typography)], component: "Code") }
        #expect(size?.message.contains("component Code reads typography token t, but in the token set its fontSize is 2em, relative to a parent font size") == true, "\(String(describing: size))")
    }

    // DTCG "Array aliasing": a shadow or gradient list may mix objects and references to tokens
    // of the same type; a reference stands for one layer and never flattens a list.
    @Test func listsOfReferences() throws {
        let t = try loadTokens(##"""
            {"shadow": {"$type": "shadow",
               "base": {"$value": {"color": "#00000040", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}},
               "layered": {"$value": ["{shadow.base}", {"color": "#00000020", "offsetX": "0px", "offsetY": "4px", "blur": "8px", "spread": "0px"}]}},
             "gradient": {"$type": "gradient",
               "start": {"$value": [{"color": "#FFFFFF", "position": 0}]},
               "fade": {"$value": ["{gradient.start}", {"color": "#000000", "position": 42}]}}}
            """##)
        guard case let .list(layers)? = t.values["shadow.layered"] else { Issue.record("not a list"); return }
        #expect(layers.count == 2 && layers[0] == t.values["shadow.base"])
        #expect(t.values["gradient.fade"] == .list([.composite(["color": .color(.white), "position": .number(0)]),
                                                   .composite(["color": .color(.black), "position": .number(1)])]), "position 42 is clamped to 1")
        let e = expectTokenError(.typeMismatch) {
            _ = try loadTokens(##"""
                {"shadow": {"$type": "shadow",
                   "two": {"$value": [{"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"},
                                      {"color": "#000000", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}]},
                   "nested": {"$value": ["{shadow.two}"]}}}
                """##)
        }
        #expect(e?.message.contains("shadow.nested[0] refers to a shadow of 2 layers, but an element stands for one") == true, "\(String(describing: e))")
    }
}
