/// Bytes as lower-case hex digits, two per byte: digests and build ids in keys and file names.
///
/// Written out by hand rather than with `String(format: "%02x")`, whose first use in a process
/// loads Foundation's formatter and its protocol lookups (about 0.2 ms of every run's start).
/// Inlinable so that callers get it specialised: unspecialised, the generic loop looked up
/// metadata per byte, and every snapshot key of a rerun is a digest printed through here.
public enum LowercaseHex {
    @inlinable
    public static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(unsafeUninitializedCapacity: 2 * bytes.count) { out in
            var i = 0
            for byte in bytes {
                out[i] = digit(byte >> 4)
                out[i + 1] = digit(byte & 15)
                i += 2
            }
            return i
        }
    }

    @inlinable
    static func digit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
