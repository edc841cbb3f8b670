import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomRaster

/// The same scene gives the same PNG bytes: repeated, with fresh renderers, on two threads
/// at once, and in two processes.
@Suite struct DeterminismTests {
    /// Text (Latin and Arabic), a tinted icon, curves, a stroke, opacity and a scale effect.
    static var view: some View {
        HStack(alignment: .center, spacing: 8) {
            ZStack {
                RoundedRectangle(cornerRadius: 6).fill(Color(red: 64, green: 178, blue: 89)).frame(width: 20, height: 20)
                Icon("check", size: 16, tint: .white)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Accept the terms and conditions of this rather long label")
                    .font(Font(size: 14, lineHeight: 16)).foregroundColor(Color(red: 0, green: 0, blue: 0, alpha: 200))
                Text("مرحبا بالعالم").font(Font(size: 12))
            }.frame(width: 160)
            Capsule().strokeBorder(Color(red: 30, green: 136, blue: 229), lineWidth: 1.5).frame(width: 30, height: 14).opacity(0.7)
            Circle().fill(.black).frame(width: 12, height: 12).scaleEffect(0.75)
        }.padding(6)
    }

    static func png(_ renderer: Renderer, direction: LayoutDirection = .leftToRight, scale: Int = 2) throws -> [UInt8] {
        let scene = renderer.layout(view, direction: direction)
        return try renderer.raster(scene, scale: scale).pngBytes()
    }

    // Twice with one renderer (the second run hits the text and icon caches).
    @Test(arguments: LayoutDirection.allCases)
    func sameRendererTwiceGivesIdenticalBytes(direction: LayoutDirection) throws {
        let renderer = Fixture.renderer()
        let first = try Self.png(renderer, direction: direction)
        let second = try Self.png(renderer, direction: direction)
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        #expect(first == second)
    }

    // `png(_:scale:)` paints into pixels the renderer reuses: after a larger image at 3x and a
    // smaller one (whose pixels the larger left behind must be cleared, or covered by an opaque
    // background, which is then not cleared first), each in both directions, its bytes are
    // those of a fresh surface.
    @Test func reusedPixelsGiveFreshSurfaceBytes() throws {
        let renderer = Fixture.renderer()
        let circle = Circle().fill(Color(red: 0, green: 0, blue: 0, alpha: 128)).frame(width: 10, height: 10)
        let small = renderer.layout(circle, direction: .leftToRight)
        let onOpaque = renderer.layout(circle, direction: .leftToRight, background: Color(red: 30, green: 160, blue: 90))
        let onTranslucent = renderer.layout(circle, direction: .leftToRight, background: Color(red: 30, green: 160, blue: 90, alpha: 254))
        for scale in [3, 1, 2] {
            for direction in LayoutDirection.allCases {
                let scene = renderer.layout(Self.view, direction: direction)
                #expect(try renderer.png(scene, scale: scale) == renderer.raster(scene, scale: scale).pngBytes())
                for small in [small, onOpaque, onTranslucent] {
                    #expect(try renderer.png(small, scale: scale) == renderer.raster(small, scale: scale).pngBytes())
                    _ = try renderer.png(scene, scale: scale)
                }
            }
        }
    }

    // Fresh font configuration, icon library and renderer each time.
    @Test(arguments: [1, 2, 3])
    func freshRenderersGiveIdenticalBytes(scale: Int) throws {
        func fresh() throws -> Renderer {
            Renderer(fonts: try FontConfiguration(directory: Fixture.fontsDirectory),
                     icons: try IconLibrary(directory: Fixture.root + "/Icons"))
        }
        let a = try Self.png(try fresh(), scale: scale)
        let b = try Self.png(try fresh(), scale: scale)
        #expect(a == b)
        #expect(a == (try Self.png(Fixture.renderer(), scale: scale)), "fresh and shared configurations agree")
    }

    // Two threads, each with its own renderer, rendering at the same time, give the bytes
    // one thread gives alone.
    @Test func twoThreadsGiveTheSingleThreadBytes() throws {
        let reference = try Self.png(Fixture.renderer())
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var pngs: [[UInt8]] = []
            var errors: [String] = []
        }
        let results = Results()
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                let renderer = Fixture.renderer()
                for i in 0..<40 {
                    do {
                        let direction: LayoutDirection = i % 2 == 0 ? .leftToRight : .rightToLeft
                        renderer.text.clearCache()  // lay text out cold every time, to keep Pango busy
                        let png = try Self.png(renderer, direction: direction)
                        if direction == .leftToRight { results.lock.withLock { results.pngs.append(png) } }
                    } catch {
                        results.lock.withLock { results.errors.append("\(error)") }
                    }
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        #expect(results.errors.isEmpty)
        #expect(results.pngs.count == 40)
        #expect(results.pngs.allSatisfy { $0 == reference })
    }

    /// `darkroom-bench`, built next to the test bundle by `swift build --build-tests`.
    static let benchExecutable: String? = {
        var candidates: [URL] = []
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        candidates.append(argument0.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        for folder in candidates {
            let path = folder.appendingPathComponent("darkroom-bench").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    // Two runs of the benchmark executable write byte-identical sample PNGs.
    @Test(.enabled(if: benchExecutable != nil,
                   "darkroom-bench is not built next to the test bundle; run `swift build --build-tests` first"))
    func twoProcessesWriteIdenticalSamples() throws {
        let executable = try #require(Self.benchExecutable)
        func run() throws -> (TemporaryFolder, [String: Data]) {
            let folder = try TemporaryFolder("darkroom-bench-samples")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.currentDirectoryURL = URL(fileURLWithPath: Fixture.root)
            var environment = ProcessInfo.processInfo.environment
            environment["BENCH_SAMPLES"] = folder.path
            environment.removeValue(forKey: "BENCH_DUMP")
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "darkroom-bench failed: \(stderr)")
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + name))
            }
            return (folder, files)
        }
        let (keepA, a) = try run()
        let (keepB, b) = try run()
        _ = (keepA, keepB)
        #expect(!a.isEmpty, "darkroom-bench wrote no samples")
        #expect(a.keys.allSatisfy { $0.hasSuffix(".png") })
        #expect(a.values.allSatisfy { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
        #expect(Set(a.keys) == Set(b.keys))
        for name in a.keys.sorted() { #expect(a[name] == b[name], "\(name) differs between two processes") }
    }
}
