import Foundation
import Testing
@testable import DarkroomRaster

/// SHA-256 through libcrypto gives the standard digests (FIPS 180-2 test vectors), the same
/// for a concatenation given in parts, and for a file.
@Suite struct ChecksumTests {
    @Test func standardVectors() {
        #expect(Checksum.sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Checksum.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Checksum.sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Checksum.sha256Hex([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func partsHashAsTheirConcatenation() {
        let a = Array("abcdbcdecdefdefgefghfghighijhijk".utf8), b = Array("ijkljklmklmnlmnomnopnopq".utf8)
        #expect(Checksum.sha256Hex(a, b) == Checksum.sha256Hex(a + b))
        #expect(Checksum.sha256Hex(a, [], b) == Checksum.sha256Hex(a + b))
    }

    // One pass over the bytes gives both digests: the bytes alone (a standard vector) and
    // followed by a suffix, as if hashed separately.
    @Test func bytesAloneAndFollowed() {
        let a = Array("abc".utf8), b = Array("dbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        let (alone, followed) = Checksum.sha256Hex(a, andFollowedBy: b)
        #expect(alone == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(followed == Checksum.sha256Hex(a + b))
        #expect(Checksum.sha256Hex([], andFollowedBy: []) == (Checksum.sha256Hex(""), Checksum.sha256Hex("")))
    }

    @Test func fileDigest() throws {
        let path = NSTemporaryDirectory() + "darkroom-checksum-\(getpid())"
        defer { unlink(path) }
        let bytes = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }  // more than one 1 MiB chunk
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(Checksum.sha256Hex(ofFile: path) == Checksum.sha256Hex(bytes))
        #expect(Checksum.sha256Hex(ofFile: path + ".missing") == nil)
    }
}

/// `KeyHash`: XXH3-128 in its canonical hex, checked against python-xxhash 3.5 (its own copy
/// of the reference code), `xxhash.xxh3_128_hexdigest`.
@Suite struct KeyHashTests {
    @Test("XXH3-128 of the empty input, a short text and 768 bytes (the long-input path) match the reference")
    func referenceVectors() {
        #expect(KeyHash.xxh3Hex([]) == "99aa06d3014798d86001c324468d497f")
        #expect(KeyHash.xxh3Hex(Array("darkroom".utf8)) == "6fce48f3858fd6a313756371c9c072c9")
        let long = (0..<3).flatMap { _ in (0...255).map(UInt8.init) }
        #expect(KeyHash.xxh3Hex(long) == "a9ee10cbf43517e44066a57f4496584a")
    }
}
