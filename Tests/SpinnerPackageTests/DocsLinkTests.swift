import Foundation
import Testing

/// The documentation holds together: every relative link and image in README.md and docs/*.md
/// names a file or folder that exists, and a `#anchor` names a heading of the page it points at
/// (as GitHub makes heading anchors); every page under docs/ is reached from README.md; and every
/// docs page that the sources name (help texts, error hints, comments) exists.
@Suite struct DocsLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and the pages under docs/, as paths relative to the project.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyRelativeLinkResolves() throws {
        let pages = try Self.pages()
        #expect(pages.count > 5, "docs/ holds \(pages.count - 1) pages")
        var checked = 0
        for page in pages {
            let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
            for target in MarkdownLinks.targets(in: try Self.text(page)) where !MarkdownLinks.isExternal(target) {
                checked += 1
                let (file, anchor) = MarkdownLinks.split(target)
                let url = file.isEmpty ? Self.root.appendingPathComponent(page) : folder.appendingPathComponent(file).standardized
                guard FileManager.default.fileExists(atPath: url.path) else {
                    Issue.record("\(page): the link \(target) names \(url.path), which does not exist")
                    continue
                }
                guard let anchor, url.pathExtension == "md" else { continue }
                let anchors = MarkdownLinks.anchors(in: try String(contentsOf: url, encoding: .utf8))
                #expect(anchors.contains(anchor), "\(page): the link \(target) names no heading of \(url.lastPathComponent) (its anchors: \(anchors.joined(separator: ", ")))")
            }
        }
        #expect(checked > 50, "only \(checked) relative links were found: the link reader needs updating")
    }

    @Test func everyDocsPageIsReachedFromTheReadme() throws {
        let linked = Set(MarkdownLinks.targets(in: try Self.text("README.md")).map { MarkdownLinks.split($0).file })
        for page in try Self.pages().dropFirst() {
            #expect(linked.contains(page), "README.md does not link \(page)")
        }
    }

    /// `docs/NAME.md` written in a source file (a help text's or an error hint's pointer).
    @Test func everyDocsPageTheSourcesNameExists() throws {
        var named: [(file: String, page: String)] = []
        for folder in ["Sources", "scripts", "Tests", "Examples"] {
            let base = Self.root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            // This file's own examples name pages that need not exist.
            for case let file as String in walk where (file.hasSuffix(".swift") || !file.contains("."))
                && file != "SpinnerPackageTests/DocsLinkTests.swift" {
                guard let text = try? String(contentsOf: base.appendingPathComponent(file), encoding: .utf8) else { continue }
                named += MarkdownLinks.docsPages(in: text).map { ("\(folder)/\(file)", $0) }
            }
        }
        #expect(named.count >= 4, "the sources name \(named.count) docs pages: the reader needs updating")
        for (file, page) in named {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(page).path), "\(file) names \(page), which does not exist")
        }
    }

    @Test func theReadersReadWhatMarkdownWrites() {
        let text = """
            # Title: with `code`, punctuation!
            See [a](a.md), ![img](../x/y.png "title") and [b](b.md#some-heading), [ext](https://e.org/x).
            `[not](a link.md)` and
            ```sh
            echo [nor](this.md)
            ```
            ## Some heading
            ## Some heading
            ### Ünïcode — dashes & `--flags`
            """
        #expect(MarkdownLinks.targets(in: text) == ["a.md", "../x/y.png", "b.md#some-heading", "https://e.org/x"])
        #expect(MarkdownLinks.isExternal("https://e.org/x") && !MarkdownLinks.isExternal("b.md#x"))
        let (file, anchor) = MarkdownLinks.split("b.md#x"), (none, local) = MarkdownLinks.split("#x"), plain = MarkdownLinks.split("b.md")
        #expect(file == "b.md" && anchor == "x" && none == "" && local == "x" && plain.file == "b.md" && plain.anchor == nil)
        #expect(MarkdownLinks.anchors(in: text) == ["title-with-code-punctuation", "some-heading", "some-heading-1", "ünïcode--dashes----flags"])
        #expect(MarkdownLinks.docsPages(in: #"hint: "see docs/batch-files.md", or docs/a-b.md)"#) == ["docs/batch-files.md", "docs/a-b.md"])
    }
}

/// Just enough of Markdown to check links: inline links and images outside code, and headings
/// as GitHub turns them into anchors.
enum MarkdownLinks {
    /// The lines outside fenced code blocks, each with its inline code spans removed.
    static func prose(_ text: String) -> [String] {
        var lines: [String] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
                continue
            }
            guard !fenced else { continue }
            // Code spans: drop what lies between each pair of backticks.
            var kept = "", inCode = false
            for c in line {
                if c == "`" { inCode.toggle() } else if !inCode { kept.append(c) }
            }
            lines.append(kept)
        }
        return lines
    }

    /// The targets of `[text](target)` and `![alt](target "title")`, in order.
    static func targets(in text: String) -> [String] {
        var targets: [String] = []
        for line in prose(text) {
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                let end = after.firstIndex { $0 == ")" || $0 == " " } ?? after.endIndex
                if end > after.startIndex { targets.append(String(after[..<end])) }
                rest = after[end...]
            }
        }
        return targets
    }

    static func isExternal(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        return target[..<colon].allSatisfy { $0.isLetter } && !target[..<colon].isEmpty
    }

    /// `file.md#anchor` as the file (empty for a link within the page) and the anchor.
    static func split(_ target: String) -> (file: String, anchor: String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target.removingPercentEncoding ?? target, nil) }
        let file = String(target[..<hash])
        return (file.removingPercentEncoding ?? file, String(target[target.index(after: hash)...]))
    }

    /// The anchors GitHub gives the page's headings: the text lowercased, code marks and every
    /// character but letters, digits, spaces, `-` and `_` dropped, spaces as `-`; a repeated
    /// anchor gets `-1`, `-2` ...
    static func anchors(in text: String) -> [String] {
        var anchors: [String] = []
        var seen: [String: Int] = [:]
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }
            guard title.hasPrefix(" "), line.count - title.count <= 6 else { continue }
            let slug = String(title.trimmingCharacters(in: .whitespaces).lowercased()
                .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                .map { $0 == " " ? "-" : $0 })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.append(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// Every `docs/NAME.md` a text names.
    static func docsPages(in text: String) -> [String] {
        var pages: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "docs/") {
            let name = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
            let page = name.hasSuffix(".") ? name.dropLast() : name
            if page.hasSuffix(".md") { pages.append("docs/" + page) }
            rest = rest[start.upperBound...]
        }
        return pages
    }
}
