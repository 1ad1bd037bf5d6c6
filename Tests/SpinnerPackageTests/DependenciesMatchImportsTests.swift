import Foundation
import Testing

/// Package.swift's `dependencies:` of every Swift target equal the package modules its sources
/// import, so a module's declared place in the stack is the one it really has (an unused
/// dependency hides a wrong arrow; a missing one only builds by luck of build order). The check
/// reads text: the target declarations in Package.swift and the `import` lines of the sources.
@Suite struct DependenciesMatchImportsTests {
    @Test func everyTargetDeclaresExactlyWhatItImports() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = PackageTargets.parse(manifest)
        #expect(targets.count >= 10, "Package.swift's targets were not found: the parser needs updating")
        let names = Set(targets.map(\.name))
        for target in targets {
            let files = PackageTargets.swiftFiles(under: root.appendingPathComponent(target.path))
            // C and system-library targets declare headers, not imports.
            guard !files.isEmpty else { continue }
            var imported = Set<String>()
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                imported.formUnion(PackageTargets.imports(in: text).filter(names.contains))
            }
            let declared = Set(target.dependencies)
            #expect(imported.subtracting(declared).isEmpty,
                    "\(target.name) imports \(imported.subtracting(declared).sorted()) but does not declare them in Package.swift")
            #expect(declared.subtracting(imported).isEmpty,
                    "\(target.name) declares \(declared.subtracting(imported).sorted()) in Package.swift but imports none of them")
        }
    }

    /// docs/architecture.md's target table names every target of Package.swift (tests aside),
    /// and only those: a target added, renamed or removed changes the page with it.
    @Test func theArchitecturePageListsEveryTarget() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Set(PackageTargets.parse(manifest).filter { $0.kind != "testTarget" }.map(\.name))
        let page = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        // The table's first column: `| `A`, `B` | what they own |`.
        var listed = Set<String>()
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let first = line.dropFirst(2).prefix { $0 != "|" }
            listed.formUnion(first.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) })
        }
        #expect(targets.subtracting(listed).isEmpty, "targets missing from docs/architecture.md: \(targets.subtracting(listed).sorted())")
        #expect(listed.subtracting(targets).isEmpty, "docs/architecture.md lists what is no target: \(listed.subtracting(targets).sorted())")
        #expect(targets.count >= 25)
    }

    @Test func theParsersReadWhatPackageSwiftWrites() {
        let targets = PackageTargets.parse("""
            .target(name: "A"),
            .target(
                name: "B", dependencies: ["A", "C"]),
            .testTarget(name: "BTests", dependencies: ["B"], exclude: ["Goldens"]),
            .executableTarget(name: "Tool", dependencies: ["B"], path: "Examples/Tool"),
            .systemLibrary(name: "C", pkgConfig: "c"),
            """)
        #expect(targets.map(\.name) == ["A", "B", "BTests", "Tool", "C"])
        #expect(targets.map(\.path) == ["Sources/A", "Sources/B", "Tests/BTests", "Examples/Tool", "Sources/C"])
        #expect(targets[1].dependencies == ["A", "C"])
        #expect(PackageTargets.imports(in: "import A\n@testable import B\n#if canImport(Glibc)\n    import C\n#endif\npublic import D\n// import E\nlet importF = 1")
                == ["A", "B", "C", "D"])
    }
}

/// Target declarations read out of Package.swift's text.
struct PackageTargets {
    let name: String
    let dependencies: [String]
    let path: String
    /// `target`, `executableTarget`, `testTarget` or `systemLibrary`.
    let kind: String
    /// The call's arguments as written.
    let declaration: String

    /// Every `.target(`, `.executableTarget(`, `.testTarget(` and `.systemLibrary(` call, in order.
    static func parse(_ manifest: String) -> [PackageTargets] {
        let kinds = ["target", "executableTarget", "testTarget", "systemLibrary"]
        let call = try! NSRegularExpression(pattern: "\\.(\(kinds.joined(separator: "|")))\\(")
        let text = manifest as NSString
        var out: [PackageTargets] = []
        for match in call.matches(in: manifest, range: NSRange(location: 0, length: text.length)) {
            let kind = text.substring(with: match.range(at: 1))
            let arguments = balanced(text.substring(from: match.range.location + match.range.length))
            guard let name = firstString(after: "name:", in: arguments) else { continue }
            var dependencies: [String] = []
            if let list = bracketed(after: "dependencies:", in: arguments) {
                dependencies = quoted(list)
            }
            let path = firstString(after: "path:", in: arguments) ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name
            out.append(PackageTargets(name: name, dependencies: dependencies, path: path, kind: kind, declaration: arguments))
        }
        return out
    }

    /// The module names a Swift file imports (any attributes or access level before `import`).
    static func imports(in source: String) -> [String] {
        let line = try! NSRegularExpression(
            pattern: "^\\s*(?:@\\w+(?:\\([^)]*\\))?\\s+)*(?:(?:public|package|internal|fileprivate|private)\\s+)?import\\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\\s+)?(\\w+)",
            options: .anchorsMatchLines)
        let text = source as NSString
        return line.matches(in: source, range: NSRange(location: 0, length: text.length)).map { text.substring(with: $0.range(at: 1)) }
    }

    static func swiftFiles(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The text up to the parenthesis that closes the call whose arguments `text` starts with.
    private static func balanced(_ text: String) -> String {
        var depth = 1
        var end = text.startIndex
        while end < text.endIndex {
            if text[end] == "(" { depth += 1 }
            if text[end] == ")" { depth -= 1; if depth == 0 { break } }
            end = text.index(after: end)
        }
        return String(text[..<end])
    }

    private static func firstString(after label: String, in text: String) -> String? {
        guard let at = text.range(of: label) else { return nil }
        return quoted(String(text[at.upperBound...])).first
    }

    private static func bracketed(after label: String, in text: String) -> String? {
        guard let at = text.range(of: label), let open = text[at.upperBound...].firstIndex(of: "["),
              let close = text[open...].firstIndex(of: "]") else { return nil }
        return String(text[text.index(after: open)..<close])
    }

    private static func quoted(_ text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
