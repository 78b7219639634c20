# What a script needs from outside, installed the one way (sourced: `source scripts/packages.sh`).
#
#   apt_install TOOL PACKAGE…   installs the Debian packages with apt-get as root (or with passwordless sudo);
#                               otherwise says what to type, as TOOL, and exits 1.
#   python_venv TOOL DIR SPEC   makes DIR a virtualenv holding SPEC (`selenium==4.51.0`) from PyPI, unless it
#                               already does.

apt_install() {
    local tool=$1 sudo
    shift
    [ $# -gt 0 ] || return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "$tool: missing $* (no apt-get here: install them with your package manager)" >&2
        exit 1
    fi
    if [ "$(id -u)" -eq 0 ]; then sudo=""
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"
    else
        echo "$tool: missing $*; install them with: sudo apt-get install -y $*" >&2
        exit 1
    fi
    echo "$tool: installing $* with apt-get…" >&2
    # Through env: sudo drops the caller's environment, and a package's question would wait, unseen.
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null || {
        echo "$tool: apt-get could not install $* (above)" >&2
        exit 1
    }
}

python_venv() {
    local tool=$1 venv=$2 spec=$3
    [ "$("$venv/bin/pip" freeze --disable-pip-version-check 2>/dev/null | grep -ix "$spec")" = "" ] || return 0
    rm -rf "$venv"
    # Debian's python3 makes no virtualenv without python3-venv (its ensurepip): installed as the rest is.
    if ! { command -v python3 >/dev/null 2>&1 && python3 -m venv "$venv" >/dev/null 2>&1; }; then
        rm -rf "$venv"
        apt_install "$tool" python3-venv
        python3 -m venv "$venv" >/dev/null 2>&1 || { echo "$tool: python3 cannot make a virtualenv in $venv" >&2; exit 1; }
    fi
    echo "$tool: installing $spec from PyPI into $venv…" >&2
    "$venv/bin/pip" install -q --disable-pip-version-check "$spec" || {
        echo "$tool: could not install $spec from PyPI (is the network there?)" >&2
        exit 1
    }
}
