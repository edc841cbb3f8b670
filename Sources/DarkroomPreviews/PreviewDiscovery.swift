import DarkroomUI

/// Finds every `#Preview` and every `PreviewProvider` linked into the process, on Linux,
/// without Objective-C metadata and without a list kept by hand.
///
/// Why this mechanism: each `#Preview` expands to a type conforming to `PreviewRegistry`
/// (see `DarkroomUIMacros`), and a `PreviewProvider` is a conformance the team writes. The
/// Swift compiler records every conformance in the `swift5_protocol_conformances` section of
/// the image it is linked into, and the runtime lists those sections through
/// `swift_enumerateAllMetadataSections` (the same walk Swift Testing used to find tests).
/// So discovery needs no registration call, no build-tool plugin and no source scan, and sees
/// exactly what was compiled. Its limits: generic types are skipped (Xcode cannot preview
/// them either), and the section layout is the Swift 5 ABI's (stable since Swift 5.0).
enum PreviewDiscovery {
    /// The types found, each list sorted by its full name, so the order never depends on
    /// link order.
    static func all(modules: Set<String>?) -> (registries: [any PreviewRegistry.Type], providers: [any PreviewProvider.Type]) {
        var found = FoundTypes()
        withUnsafeMutablePointer(to: &found) { pointer in
            swiftEnumerateAllMetadataSections({ sections, context in
                let found = context!.assumingMemoryBound(to: FoundTypes.self)
                let range = sections.load(as: MetadataSections.self).protocolConformances
                found.pointee.scan(conformances: range)
                return true
            }, pointer)
        }
        // A type's full name starts with its module: "AcmeDesignSystem.AcmeBadge_Previews".
        let types = found.types.filter { type in
            modules.map { $0.contains(String(String(reflecting: type).prefix { $0 != "." })) } ?? true
        }
        let registries = types.compactMap { $0 as? any PreviewRegistry.Type }
        let providers = types.compactMap { $0 as? any PreviewProvider.Type }
        return (registries.sorted { String(reflecting: $0) < String(reflecting: $1) },
                providers.sorted { String(reflecting: $0) < String(reflecting: $1) })
    }
}

/// The runtime's description of one image's metadata sections (`swift::MetadataSections`,
/// stdlib/public/runtime/ImageInspectionCommon.h); only the leading fields are read.
private struct MetadataSections {
    var version: UInt
    var baseAddress: UnsafeRawPointer?
    var unused0: UnsafeRawPointer?
    var unused1: UnsafeRawPointer?
    var protocols: SectionRange
    var protocolConformances: SectionRange
}

private struct SectionRange {
    var start: UInt
    var length: Int
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)

/// Types whose conformance records name one of the preview protocols of DarkroomUI.
private struct FoundTypes {
    var types: [Any.Type] = []
    static let protocols: Set<String> = ["PreviewRegistry", "PreviewProvider"]

    /// Each record is a 32-bit relative pointer to a conformance descriptor: the protocol
    /// (relative, indirect when its low bit is set), the type reference, the witness table
    /// pattern, flags (`TargetProtocolConformanceDescriptor`, include/swift/ABI/Metadata.h).
    mutating func scan(conformances range: SectionRange) {
        guard let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 else { return }
        for offset in stride(from: 0, to: range.length - 3, by: 4) {
            guard let descriptor = Self.relative(start + offset),
                  let proto = Self.indirectable(descriptor),
                  Self.isPreviewProtocol(proto),
                  let type = Self.type(of: descriptor) else { continue }
            types.append(type)
        }
    }

    /// Protocol descriptors begin flags, parent, name (context descriptor layout).
    private static func isPreviewProtocol(_ descriptor: UnsafeRawPointer) -> Bool {
        guard let name = relative(descriptor + 8), protocols.contains(String(cString: name.assumingMemoryBound(to: CChar.self))),
              let parent = indirectable(descriptor + 4), let module = relative(parent + 8) else { return false }
        return String(cString: module.assumingMemoryBound(to: CChar.self)) == "DarkroomUI"
    }

    /// The conforming type's metadata, from its nominal type descriptor's access function;
    /// nil for generic types and for kinds that are not Swift structs, enums or classes.
    private static func type(of conformance: UnsafeRawPointer) -> Any.Type? {
        let flags = (conformance + 12).load(as: UInt32.self)
        var descriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: descriptor = relative(conformance + 4)  // direct type descriptor
        case 1: descriptor = relative(conformance + 4)?.load(as: UnsafeRawPointer?.self)  // indirect
        default: return nil  // Objective-C class names
        }
        guard let descriptor else { return nil }
        let kindFlags = descriptor.load(as: UInt32.self)
        let kind = kindFlags & 0x1F, isGeneric = kindFlags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric, let accessor = relative(descriptor + 12) else { return nil }
        // A metadata access function takes the request (0: complete) and returns the metadata
        // first in the return registers, which a C function returning a pointer reads.
        let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        return unsafeBitCast(access(0), to: Any.Type.self)
    }

    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// A relative pointer whose low bit says it points at a pointer to the target.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }
}
