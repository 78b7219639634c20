extension WebSite {
    /// The pages' style sheet (`/style.css`): a page is plain HTML and reads without it.
    static let style = """
        body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 0 auto; padding: 0 1rem 2rem; color: #222; }
        header nav { display: flex; gap: 1rem; align-items: center; justify-content: flex-end; padding: .5rem 0; border-bottom: 1px solid #ddd; }
        header form { display: inline; }
        h1 { font-size: 1.5rem; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #eee; }
        dl { display: grid; grid-template-columns: max-content auto; gap: .25rem 1rem; }
        dt { font-weight: 600; }
        dd { margin: 0; }
        .success { color: #1a7f37; }
        .error { color: #b42318; }
        .commands form { margin: .5rem 0; }
        .commands small { color: #666; }
        dialog { position: static; border: 2px solid #444; padding: 1rem; }
        """
}
