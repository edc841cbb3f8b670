import DarkroomPNG
import Foundation
import Testing

/// Every PNG read has a bound: on the file (regular, size) and on the pixels (from IHDR).
@Suite struct ReadLimitTests {
    /// A 100,000 x 100,000 header over a few bytes of data: refused from the header, before
    /// 40 GB would be allocated.
    @Test func hugeHeaderIsRefusedBeforeDecoding() throws {
        var chunks = CorruptInputTests.goodChunks
        chunks[0] = .init(type: "IHDR", data: PNGBytes.bytes(100_000) + PNGBytes.bytes(100_000) + chunks[0].data.dropFirst(8))
        #expect(throws: PNGError(source: "bomb", reason: "too large: 100000x100000 is 10000000000 pixels, over the limit of \(PNGDecoder.defaultMaxPixels); raise it with DARKROOM_MAX_PIXELS (or darkroom diff --max-pixels) if the image is meant to be this big")) {
            try PNGDecoder.decode(PNGBytes.file(chunks), source: "bomb")
        }
    }

    // The limit is the caller's: an image one pixel over it is refused, one at it decodes.
    @Test func limitIsExact() throws {
        let bytes = PNGBytes.file(CorruptInputTests.goodChunks)
        let (width, height) = PNGBytes.size(bytes)
        _ = try PNGDecoder.decode(bytes, source: "ok", maxPixels: width * height)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, source: "over", maxPixels: width * height - 1) }
    }

    // /dev/zero never ends: it must be refused without reading, not read until memory runs out.
    @Test func deviceIsRefused() {
        #expect(throws: PNGError(source: "/dev/zero", reason: "cannot read file: not a regular file (a character device); give the path of a file")) {
            try PNGDecoder.decode(contentsOf: "/dev/zero")
        }
    }

    // A named pipe would block the reader forever: refused without opening it for a read that waits.
    @Test func fifoIsRefused() throws {
        let path = NSTemporaryDirectory() + "darkroom-fifo-\(getpid())-\(UUID().uuidString.prefix(6))"
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(throws: PNGError(source: path, reason: "cannot read file: not a regular file (a pipe); give the path of a file")) {
            try PNGDecoder.decode(contentsOf: path)
        }
    }

    // A file bigger than any PNG of the pixel limit is refused from its size.
    @Test func oversizedFileIsRefusedFromItsSize() throws {
        let path = NSTemporaryDirectory() + "darkroom-big-\(getpid())-\(UUID().uuidString.prefix(6)).png"
        let bytes = PNGBytes.file(CorruptInputTests.goodChunks)
        try Data(bytes + [UInt8](repeating: 0, count: 2 << 20)).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        do {
            _ = try PNGDecoder.decode(contentsOf: path, maxPixels: 16)
            Issue.record("an oversized file was read")
        } catch let error as PNGError {
            #expect(error.reason.contains("over the limit of \(PNGDecoder.maxFileBytes(maxPixels: 16)) bytes"), "\(error)")
        }
    }
}
