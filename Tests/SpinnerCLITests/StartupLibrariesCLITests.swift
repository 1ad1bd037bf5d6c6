import Foundation
import Testing

/// Start-up: the binary links FoundationEssentials only, so neither Foundation's own library,
/// its internationalisation part nor ICU's data (40 MB, about 15 000 symbol relocations) loads
/// at launch. A module that imports the whole of Foundation again fails this.
@Suite struct StartupLibrariesCLITests {
    static let foundation = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    @Test func neitherVersionNorAStillLoadsFoundation() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in [["--version"], ["material", "--time", "0.5", "--size", "24", "-o", "still.png", "-q"]] {
            let loaded = try FFmpegLoadingCLITests.loadedLibraries(arguments, in: dir)
            // The log is read: the Swift runtime and FoundationEssentials are in it.
            #expect(loaded.contains { $0.hasPrefix("libswiftCore.so") } && loaded.contains { $0.hasPrefix("libFoundationEssentials.so") },
                    "\(loaded)")
            #expect(!loaded.contains { Self.foundation.contains($0) }, "\(arguments): \(loaded)")
        }
    }
}
