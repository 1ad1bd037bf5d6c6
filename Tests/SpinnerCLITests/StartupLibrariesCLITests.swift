import Foundation
import Testing

/// Start-up: the binary links FoundationEssentials only, so neither Foundation's own library,
/// its internationalisation part nor ICU's data (40 MB, about 15 000 symbol relocations) loads
/// at launch, and it links the Swift runtime statically, so no Swift shared library loads at
/// all. A module that imports the whole of Foundation again, or a build that drops
/// `-static-stdlib`, fails this.
@Suite struct StartupLibrariesCLITests {
    static let foundation = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]
    /// The shared libraries of the Swift runtime and Foundation's parts, linked in instead.
    static func isSwiftLibrary(_ name: String) -> Bool {
        name.hasPrefix("libswift") || name.hasPrefix("libFoundation") || name.hasPrefix("lib_Foundation")
            || name.hasPrefix("libdispatch") || name.hasPrefix("libBlocksRuntime")
    }

    @Test func neitherVersionNorAStillLoadsFoundation() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in [["--version"], ["material", "--time", "0.5", "--size", "24", "-o", "still.png", "-q"]] {
            let loaded = try FFmpegLoadingCLITests.loadedLibraries(arguments, in: dir)
            // The log is read: the C library and libpng (linked, not opened) are in it.
            #expect(loaded.contains { $0.hasPrefix("libc.so") } && loaded.contains { $0.hasPrefix("libpng16.so") },
                    "\(loaded)")
            #expect(!loaded.contains { Self.foundation.contains($0) }, "\(arguments): \(loaded)")
            #expect(!loaded.contains(where: Self.isSwiftLibrary), "\(arguments): \(loaded)")
        }
    }
}
