import Foundation
import Testing

/// Another team's package depends on spinnergen by version and pins its spinner with golden
/// frames, as the README shows: the dependency resolves from a local git URL with a version
/// requirement (SwiftPM refuses any product with unsafe flags there), builds, and its golden
/// test passes, then fails once the spinner changes colour.
///
/// The project's files as they are now (tracked and new, not ignored) become a git repository
/// tagged with the version CHANGELOG.md names first; nothing is fetched from a network.
@Suite(.serialized) struct ConsumerPackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The newest version CHANGELOG.md names: its first `## x.y.z` heading (an `## Unreleased`
    /// above it is what the next version will hold).
    static func changelogVersion() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let versions = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
            .map { String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            .filter { v in v.split(separator: ".").count == 3 && v.split(separator: ".").allSatisfy { Int($0) != nil } }
        return try #require(versions.first, "CHANGELOG.md names no version")
    }

    /// The one place the version is written (`--version` and manifests read it) says the
    /// changelog's version; `VersionCLITests` checks what the binary prints.
    @Test func theChangelogsVersionIsTheOneTheToolPrints() throws {
        let version = try Self.changelogVersion()
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Sources/SpinnerOutputs/Manifest.swift"), encoding: .utf8)
        #expect(manifest.contains("static let currentVersion = \"\(version)\""), "Manifest.currentVersion is not \(version)")
    }

    @Test func noLibraryProductCarriesUnsafeFlags() throws {
        // The cheap check beside the real one below: only executables and tests may use them.
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraryTargets = PackageTargets.parse(manifest).filter { $0.kind == "target" || $0.kind == "systemLibrary" }
        for target in libraryTargets {
            #expect(!target.declaration.contains("unsafeFlags") && !target.declaration.contains("x264Heap")
                        && !target.declaration.contains("staticSwiftRuntime"), "\(target.name) has unsafe flags")
        }
    }

    @Test func aPackageDependsOnSpinnergenByVersionAndItsGoldensHold() throws {
        let version = try Self.changelogVersion()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        // spinnergen as a tagged repository.
        let dependency = work.appendingPathComponent("spinnergen")
        let files = try Self.run(["git", "ls-files", "-z", "-co", "--exclude-standard"], in: Self.root)
        try #require(files.status == 0, "\(files.output)")
        for path in files.output.split(separator: "\0").map(String.init) {
            let source = Self.root.appendingPathComponent(path), target = dependency.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue } // deleted, not yet committed
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        let git = ["git", "-c", "user.name=spinnergen tests", "-c", "user.email=tests@spinnergen.invalid", "-c", "init.defaultBranch=main"]
        for step in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "spinnergen \(version)"], ["tag", version]] {
            let r = try Self.run(git + step, in: dependency)
            try #require(r.status == 0, "git \(step.joined(separator: " ")): \(r.output)")
        }

        // The consumer: the README's golden test of a team's own spinner, with its goldens.
        let consumer = work.appendingPathComponent("consumer")
        let tests = consumer.appendingPathComponent("Tests/PulsingDotTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "consumer",
            dependencies: [.package(url: "\(dependency.absoluteString)", from: "\(version)")],
            targets: [
                .testTarget(
                    name: "PulsingDotTests",
                    dependencies: [
                        .product(name: "SpinnerCore", package: "spinnergen"),
                        .product(name: "SpinnerAnimation", package: "spinnergen"),
                        .product(name: "SpinnerGolden", package: "spinnergen"),
                        .product(name: "SpinnerGoldenTesting", package: "spinnergen"),
                    ],
                    exclude: ["Goldens"]),
            ]
        )

        """.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let example = Self.root.appendingPathComponent("Examples/GoldenTests")
        let test = tests.appendingPathComponent("PulsingDotTests.swift")
        try FileManager.default.copyItem(at: example.appendingPathComponent("PulsingDotTests.swift"), to: test)
        try FileManager.default.copyItem(at: example.appendingPathComponent("Goldens"), to: tests.appendingPathComponent("Goldens"))

        let build = try Self.run(["swift", "build", "--build-tests"], in: consumer)
        try #require(build.status == 0, "the consumer does not build:\n\(build.output.suffix(3000))")
        let resolved = try String(contentsOf: consumer.appendingPathComponent("Package.resolved"), encoding: .utf8)
        #expect(resolved.contains("\"version\" : \"\(version)\""), "resolved to another version:\n\(resolved)")

        let pass = try Self.run(["swift", "test", "--skip-build"], in: consumer)
        #expect(pass.status == 0, "the goldens do not hold:\n\(pass.output.suffix(3000))")
        #expect(pass.output.contains("pulseMatchesItsGoldens()") && pass.output.contains("passed"))

        // The spinner changes colour: the same test fails, naming the frame.
        let source = try String(contentsOf: test, encoding: .utf8)
        try #require(source.contains("#1A73E8"))
        try source.replacingOccurrences(of: "#1A73E8", with: "#E8731A").write(to: test, atomically: true, encoding: .utf8)
        let fail = try Self.run(["swift", "test"], in: consumer)
        #expect(fail.status != 0, "a changed spinner passed its goldens")
        #expect(fail.output.contains("pulsing-dot@0s"), "\(fail.output.suffix(3000))")
        // And nothing was recorded over the goldens.
        let goldens = try FileManager.default.contentsOfDirectory(atPath: tests.appendingPathComponent("Goldens/PulsingDotTests").path).sorted()
        #expect(goldens == ["pulsing-dot@0.15s.png", "pulsing-dot@0.3s.png", "pulsing-dot@0.45s.png", "pulsing-dot@0s.png"])
    }

    /// Runs a command with its output (both streams) through a file, so no pipe can fill.
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("spinnergen-consumer-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        // The consumer's goldens are compared, never recorded.
        environment["SPINNERGEN_RECORD"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
