#include "event_log.h"

#include <QAbstractTextDocumentLayout>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidgetItem>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QVBoxLayout>

#include "die_face.h"
#include "rule_links.h"

namespace tricorne::app {

namespace {
constexpr int kDieSize = 16;
constexpr int kEventIndent = 18;
const QChar kObject(QChar::ObjectReplacementCharacter);  // where a die's image stands in a block's text

QPixmap diePixmap(int value, int size) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    DieFace::paint(painter, QRectF(0, 0, size, size), value);
    return pixmap;
}

QUrl dieUrl(int value) { return QUrl(QStringLiteral("die:%1").arg(value)); }

QTextBlock blockOf(const QTextDocument& doc, int index) {
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        if (b.userState() == index) return b;
    return {};
}
}  // namespace

QString EventLog::kindName(LogKind kind) {
    switch (kind) {
        case LogKind::Dice: return tr("Dice");
        case LogKind::Movement: return tr("Movement");
        case LogKind::Combat: return tr("Combat");
        case LogKind::Morale: return tr("Morale");
        case LogKind::Other: return tr("Other");
    }
    return {};
}

EventLog::EventLog(GameController& game, QWidget* parent) : QWidget(parent), m_game(game) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* findRow = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Find in the log"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(tr("Type a unit, a hex or a rule; Enter finds the next"));
    m_copy = new QToolButton(this);
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the lines selected, or the whole log as shown"));
    findRow->addWidget(m_search, 1);
    findRow->addWidget(m_copy);
    layout->addLayout(findRow);
    auto* kinds = new QHBoxLayout;
    kinds->setSpacing(2);
    for (LogKind kind : kKinds) {
        auto* b = new QToolButton(this);
        b->setText(kindName(kind));
        b->setCheckable(true);
        b->setChecked(true);
        b->setToolTip(tr("Show or hide the %1 entries").arg(kindName(kind).toLower()));
        connect(b, &QToolButton::toggled, this, [this, kind](bool on) { setKindShown(kind, on); });
        kinds->addWidget(b);
        m_kindButtons[static_cast<std::size_t>(kind)] = b;
    }
    kinds->addStretch(1);
    layout->addLayout(kinds);
    m_view = new QTextBrowser(this);
    m_view->setOpenLinks(false);
    m_view->setLineWrapMode(QTextEdit::WidgetWidth);
    m_view->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_view->setToolTip(tr("Click an entry to show its hexes on the map, a rule number to read its entry"));
    m_view->viewport()->installEventFilter(this);
    layout->addWidget(m_view, 1);

    connect(&m_game, &GameController::gameReplaced, this, &EventLog::rebuild);
    connect(&m_game, &GameController::logChanged, this, &EventLog::refresh);
    connect(m_view, &QTextBrowser::anchorClicked, this, [this](const QUrl& link) {
        if (const auto section = ruleSectionOf(link)) emit ruleChosen(*section);
    });
    connect(m_search, &QLineEdit::returnPressed, this, [this] { find(m_search->text()); });
    connect(m_search, &QLineEdit::textEdited, this, [this](const QString& text) {
        // Typing searches again from the top for the first entry that matches.
        m_view->moveCursor(QTextCursor::Start);
        if (!text.isEmpty()) find(text);
    });
    connect(m_copy, &QToolButton::clicked, this, &EventLog::copy);
    rebuild();
}

void EventLog::setKindShown(LogKind kind, bool shown) {
    if (m_shown[static_cast<std::size_t>(kind)] == shown) return;
    m_shown[static_cast<std::size_t>(kind)] = shown;
    const QSignalBlocker block(kindButton(kind));
    kindButton(kind)->setChecked(shown);
    rebuild();
}

void EventLog::refresh() {
    // The log only grows, or is cut back at its end (undo): a cut is written again whole.
    if (m_game.log().size() < m_logSize) return rebuild();
    appendEntries(m_logSize);
}

void EventLog::rebuild() {
    QTextDocument* doc = m_view->document();
    doc->clear();
    for (int v = 0; v < 10; ++v) doc->addResource(QTextDocument::ImageResource, dieUrl(v), diePixmap(v, kDieSize));
    m_view->setExtraSelections({});
    m_entries.clear();
    m_logSize = 0;
    m_place.clear();
    m_turnHeading.clear();
    if (!m_game.hasGame()) return;
    // The first line names the scenario and its seed, as the manual promises.
    QTextCursor c(doc);
    QTextCharFormat seed;
    seed.setFontItalic(true);
    c.insertText(tr("%1, seed %2").arg(m_game.scenarioName()).arg(m_game.game().record().seed), seed);
    c.block().setUserState(-1);
    appendEntries(0);
}

void EventLog::appendHeading(const QString& text, bool turn) {
    QTextCursor c(m_view->document());
    c.movePosition(QTextCursor::End);
    QTextBlockFormat block;
    block.setTopMargin(turn ? 10 : 4);
    block.setBottomMargin(2);
    block.setBackground(turn ? QColor(0xd9, 0xcf, 0xb4) : QColor(0xee, 0xe8, 0xd8));
    QTextCharFormat chars;
    chars.setFontWeight(QFont::Bold);
    if (turn) chars.setFontPointSize(font().pointSizeF() * 1.15);
    chars.setForeground(QColor(0x2b, 0x25, 0x1a));
    c.insertBlock(block, chars);
    c.insertText(text, chars);
    c.block().setUserState(-1);
}

void EventLog::appendEntries(std::size_t from) {
    const auto& log = m_game.log();
    QTextDocument* doc = m_view->document();
    for (std::size_t i = from; i < log.size(); ++i) {
        const LogEntry& e = log[i];
        if (!kindShown(e.kind)) continue;
        // 5: a heading for each turn, and under it one for each phase (a player turn's with its side).
        if (e.place != m_place) {
            m_place = e.place;
            const QString turn = e.place.section(QStringLiteral(", "), 0, 0);
            const QString phase = e.place.section(QStringLiteral(", "), 1);
            if (turn != m_turnHeading) {
                m_turnHeading = turn;
                appendHeading(turn, true);
            }
            appendHeading(phase, false);
        }
        QTextCursor c(doc);
        c.movePosition(QTextCursor::End);
        QTextBlockFormat block;
        block.setLeftMargin(e.isAction ? 2 : kEventIndent);
        block.setTopMargin(e.isAction ? 3 : 0);
        QTextCharFormat chars;
        chars.setFontWeight(e.isAction && !e.die ? QFont::Bold : QFont::Normal);
        c.insertBlock(block, chars);
        QString html;
        if (e.die) html += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%2\"> ").arg(dieUrl(*e.die).toString()).arg(kDieSize);
        if (!e.rule.isEmpty()) html += QStringLiteral("[%1] ").arg(linkedText(e.rule));
        html += linkedText(e.text);
        if (e.isAction && !e.die) html = QStringLiteral("<b>%1</b>").arg(html);
        c.insertHtml(html);
        c.block().setUserState(static_cast<int>(i));
        m_entries.push_back(static_cast<int>(i));
    }
    m_logSize = log.size();
    // The newest entry in view.
    m_view->verticalScrollBar()->setValue(m_view->verticalScrollBar()->maximum());
}

QString EventLog::entryText(const LogEntry& e) {
    const QString rule = e.rule.isEmpty() ? QString() : QStringLiteral("[%1] ").arg(e.rule);
    return rule + e.text;
}

QRect EventLog::entryRect(int index) const {
    const QTextBlock b = blockOf(*m_view->document(), index);
    if (!b.isValid()) return {};
    const QRectF r = m_view->document()->documentLayout()->blockBoundingRect(b);
    return r.translated(-m_view->horizontalScrollBar()->value(), -m_view->verticalScrollBar()->value()).toRect();
}

QRect EventLog::ruleLinkRect(const QString& section) const {
    const QString href = QStringLiteral("rule:%1").arg(section);
    for (QTextBlock b = m_view->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().anchorHref() == href) {
                QTextCursor c(m_view->document());
                c.setPosition(it.fragment().position() + 1);
                return m_view->cursorRect(c);
            }
    return {};
}

QString EventLog::shownText() const {
    QStringList lines;
    for (QTextBlock b = m_view->document()->begin(); b.isValid(); b = b.next()) {
        const QString text = b.text().remove(kObject).trimmed();
        lines << (b.blockFormat().leftMargin() >= kEventIndent ? QStringLiteral("    ") + text : text);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool EventLog::find(const QString& text) {
    if (text.isEmpty()) return false;
    if (m_view->find(text)) return true;
    m_view->moveCursor(QTextCursor::Start);
    return m_view->find(text);
}

int EventLog::entryAtCursor() const { return m_view->textCursor().block().userState(); }

void EventLog::copy() {
    const QTextCursor c = m_view->textCursor();
    QGuiApplication::clipboard()->setText(c.hasSelection() ? c.selection().toPlainText().remove(kObject) : shownText());
}

bool EventLog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const QPoint pos = static_cast<QMouseEvent*>(event)->position().toPoint();
        // A rule number opens its entry; anywhere else on an entry marks its hexes.
        if (m_view->anchorAt(pos).isEmpty() && !m_view->textCursor().hasSelection()) {
            const int index = m_view->cursorForPosition(pos).block().userState();
            if (index >= 0) choose(index);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void EventLog::choose(int index) {
    const auto& log = m_game.log();
    if (index < 0 || index >= static_cast<int>(log.size())) return emit hexesChosen({});
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(blockOf(*m_view->document(), index));
    mark.format.setBackground(palette().highlight().color().lighter(170));
    mark.format.setProperty(QTextFormat::FullWidthSelection, true);
    m_view->setExtraSelections({mark});
    emit hexesChosen(log[static_cast<std::size_t>(index)].hexes);
}

QListWidgetItem* EventLog::itemFor(const LogEntry& e) {
    auto* item = new QListWidgetItem(e.isAction ? entryText(e) : QStringLiteral("    ") + entryText(e));
    if (e.isAction) {
        QFont f = item->font();
        f.setBold(!e.die.has_value());
        item->setFont(f);
    }
    if (e.die) item->setIcon(QIcon(diePixmap(*e.die, 20)));
    item->setToolTip(tr("Turn %1").arg(e.turn));
    return item;
}

}  // namespace tricorne::app
