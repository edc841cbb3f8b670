import Testing
import DarkroomPNG

/// Every kind of bad input gives a PNGError naming the file and the problem, never a crash.
struct CorruptInputTests {
    static let good = PNGEncoder.encode(RoundTripTests.pattern(width: 40, height: 30, opaque: false))
    static var goodChunks: [PNGBytes.Chunk] { PNGBytes.chunks(good) }

    func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PNGDecoder.decode(bytes, source: "bad.png")
            return nil
        } catch let error as PNGError {
            #expect(error.source == "bad.png")
            return error.reason
        } catch {
            return "unexpected error type \(error)"
        }
    }

    @Test func emptyFile() { #expect(reason([]) == "empty file") }

    @Test func wrongSignature() {
        #expect(reason(Array("GIF89a and more bytes".utf8)) == "not a PNG file (bad signature)")
        #expect(reason([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x0A, 0x0A] + Self.good.dropFirst(8)) == "not a PNG file (bad signature)")
    }

    @Test func truncatedInsideSignature() { #expect(reason(Array(Self.good.prefix(5))) == "truncated: file ends inside the PNG signature") }

    @Test func truncatedInsideIDAT() {
        let idatStart = 8 + 25
        #expect(reason(Array(Self.good.prefix(idatStart + 20))) == "truncated: file ends inside IDAT")
    }

    @Test func truncatedBeforeIEND() {
        #expect(reason(Array(Self.good.dropLast(12))) == "truncated: file ends after IDAT, before IEND")
        #expect(reason(Array(Self.good.dropLast(5))) == "truncated: file ends inside the chunk header after IDAT")
    }

    @Test func crcErrorInIDAT() {
        var bytes = Self.good
        bytes[8 + 25 + 8 + 10] ^= 0x40
        #expect(reason(bytes) == "corrupt: CRC error in IDAT")
    }

    @Test func crcErrorInIHDR() {
        var bytes = Self.good
        bytes[8 + 8 + 3] ^= 0x01   // width, low byte of the high half
        #expect(reason(bytes) == "corrupt: CRC error in IHDR")
    }

    // Valid container, CRCs correct, but the deflate stream inside is garbage.
    @Test func corruptZlibData() throws {
        var chunks = Self.goodChunks
        var data = chunks[1].data
        for i in 2..<min(data.count, 40) { data[i] = UInt8(truncatingIfNeeded: i * 37) }
        chunks[1] = .init(type: "IDAT", data: data)
        let r = try #require(reason(PNGBytes.file(chunks)))
        #expect(r.hasPrefix("corrupt: image data does not decompress (libpng: "), "\(r)")
    }

    // Valid container, but the compressed stream stops after a few rows.
    @Test func compressedDataEndsEarly() throws {
        var chunks = Self.goodChunks
        chunks[1] = .init(type: "IDAT", data: Array(chunks[1].data.prefix(chunks[1].data.count / 3)))
        let r = try #require(reason(PNGBytes.file(chunks)))
        #expect(r.hasPrefix("truncated: image data ends before the last row"), "\(r)")
    }

    @Test func firstChunkIsNotIHDR() {
        let chunks = Self.goodChunks
        #expect(reason(PNGBytes.file([chunks[1], chunks[0], chunks[2]])) == "corrupt: first chunk is IDAT, not IHDR")
    }

    @Test func noIDAT() {
        let chunks = Self.goodChunks
        #expect(reason(PNGBytes.file([chunks[0], chunks[2]])) == "corrupt: no IDAT chunk")
    }

    @Test func zeroWidthIHDR() throws {
        var chunks = Self.goodChunks
        chunks[0] = .init(type: "IHDR", data: [0, 0, 0, 0] + chunks[0].data.dropFirst(4))
        let r = try #require(reason(PNGBytes.file(chunks)))
        #expect(r.hasPrefix("corrupt: invalid header (libpng: "), "\(r)")
    }

    @Test func missingFile() {
        let path = "/nonexistent-darkroom/missing.png"
        #expect(throws: PNGError(source: path, reason: "cannot read file: No such file or directory")) {
            try PNGDecoder.decode(contentsOf: path)
        }
    }

    @Test func directoryIsNotAFile() {
        #expect(throws: PNGError(source: "/tmp", reason: "cannot read file: not a regular file (a folder); give the path of a file")) {
            try PNGDecoder.decode(contentsOf: "/tmp")
        }
    }

    @Test func descriptionNamesTheFile() {
        #expect(PNGError(source: "a/b.png", reason: "empty file").description == "a/b.png: empty file")
    }

    // Thousands of random single- and multi-byte mutations: each must decode or throw PNGError.
    @Test func randomMutationsNeverCrash() {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        var threw = 0
        for _ in 0..<3000 {
            var bytes = Self.good
            for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
            if next() % 3 == 0 { bytes = Array(bytes.prefix(next() % bytes.count)) }
            do { _ = try PNGDecoder.decode(bytes, source: "fuzz") } catch is PNGError { threw += 1 } catch {
                Issue.record("non-PNGError \(error)")
            }
        }
        #expect(threw > 2500)   // CRCs catch nearly every mutation
    }
}

extension CorruptInputTests {
    // Mutations inside IHDR and IDAT with the CRCs fixed up, so libpng itself meets the damage.
    @Test func randomMutationsBehindValidCRCsNeverCrash() {
        var seed: UInt64 = 42
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        for round in 0..<1500 {
            var chunks = Self.goodChunks
            let target = round % 5 == 0 ? 0 : 1   // IHDR one time in five, else IDAT
            var data = chunks[target].data
            for _ in 0..<(1 + next() % 3) { data[next() % data.count] = UInt8(truncatingIfNeeded: next()) }
            if target == 0 { data[0] = 0; data[1] = 0; data[4] = 0; data[5] = 0 }   // keep sizes sane
            chunks[target] = .init(type: chunks[target].type, data: data)
            do { _ = try PNGDecoder.decode(PNGBytes.file(chunks), source: "fuzz") } catch is PNGError {} catch {
                Issue.record("non-PNGError \(error)")
            }
        }
    }
}
