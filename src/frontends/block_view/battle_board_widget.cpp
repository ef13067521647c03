#include "battle_board_widget.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "block_painter.h"
#include "block_style.h"

namespace tricorne::app {

namespace bs = blockstyle;

std::string_view positionName(BattlePosition position) {
    switch (position) {
        case BattlePosition::Left: return "Left";
        case BattlePosition::Center: return "Center";
        case BattlePosition::Right: return "Right";
        case BattlePosition::Reserve: return "Reserve";
    }
    return "";
}

namespace {
constexpr double kHeader = 64;
constexpr double kMargin = 12;
constexpr double kNoMansLand = 30;
constexpr double kCaption = 20;
constexpr double kMostBlock = 92;
constexpr double kLeastBlock = 22;
constexpr double kBlockGap = 8;
const QColor kTable{0x5b, 0x46, 0x2e};
const QColor kCloth{0xd9, 0xcc, 0xa2};

// The three battlefield positions from the viewer's left: his own in order, the enemy's
// mirrored so each faces the one it fires at (B9.6: Right fires on the opposing Left).
BattlePosition columnAt(int column, bool top) {
    static constexpr BattlePosition kOrder[3] = {BattlePosition::Left, BattlePosition::Center, BattlePosition::Right};
    return top ? kOrder[2 - column] : kOrder[column];
}

// The largest block size at which `count` blocks fit in `area`, with how many go in a row.
std::pair<double, int> fitBlocks(const QRectF& area, int count) {
    for (double size = kMostBlock; size > kLeastBlock; size -= 2) {
        const int perRow = std::max(1, static_cast<int>((area.width() + kBlockGap) / (size + kBlockGap)));
        const int rows = (count + perRow - 1) / perRow;
        if (rows * (size + kBlockGap) <= area.height()) return {size, perRow};
    }
    return {kLeastBlock, std::max(1, static_cast<int>((area.width() + kBlockGap) / (kLeastBlock + kBlockGap)))};
}

// A dark panel beside the board with its title.
void paintPanel(QPainter& p, const QRectF& rect, const QString& title) {
    p.setPen(QPen(bs::kFrame, 1.5));
    p.setBrush(QColor(0x3a, 0x2c, 0x1c));
    p.drawRoundedRect(rect, 6, 6);
    p.setPen(bs::kLabelPaper);
    p.setFont(bs::serif(16, true));
    p.drawText(QRectF(rect.left() + 10, rect.top() + 6, rect.width() - 20, 24), Qt::AlignLeft | Qt::AlignVCenter, title);
}

void paintPip(QPainter& painter, const QRectF& rect, double fx, double fy) {
    const double r = rect.width() * 0.085;
    painter.drawEllipse(QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height()), r, r);
}
}  // namespace

BattleBoardWidget::BattleBoardWidget(QWidget* parent) : QWidget(parent) { setMinimumSize(640, 420); }

void BattleBoardWidget::setPicture(const BattlePicture& picture) {
    m_picture = picture;
    update();
}

QRectF BattleBoardWidget::boardArea() const {
    const double panel = std::max(220.0, width() * 0.26);
    return {kMargin, kHeader, width() - panel - 2 * kMargin, height() - kHeader - kMargin};
}

QRectF BattleBoardWidget::sideArea(bool top) const {
    const QRectF board = boardArea();
    const double half = (board.height() - kNoMansLand) / 2;
    return top ? QRectF(board.left(), board.top(), board.width(), half)
               : QRectF(board.left(), board.bottom() - half, board.width(), half);
}

QRectF BattleBoardWidget::positionRect(block::Side side, BattlePosition position) const {
    const bool top = side != m_picture.viewer;
    const QRectF area = sideArea(top);
    const double reserveHeight = area.height() * 0.38;
    if (position == BattlePosition::Reserve)
        return top ? QRectF(area.left(), area.top(), area.width(), reserveHeight - 4)
                   : QRectF(area.left(), area.bottom() - reserveHeight + 4, area.width(), reserveHeight - 4);
    const QRectF front = top ? QRectF(area.left(), area.top() + reserveHeight, area.width(), area.height() - reserveHeight)
                             : QRectF(area.left(), area.top(), area.width(), area.height() - reserveHeight);
    const double w = front.width() / 3;
    for (int column = 0; column < 3; ++column)
        if (columnAt(column, top) == position) return QRectF(front.left() + column * w + 3, front.top(), w - 6, front.height());
    return {};
}

void BattleBoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), kTable);
    paintHeader(p);
    const QRectF board = boardArea();
    p.setPen(QPen(bs::kFrame, 2));
    p.setBrush(kCloth);
    p.drawRoundedRect(board.adjusted(-6, -6, 6, 6), 6, 6);
    // The ground between the lines, with the pairs of positions that fire at each other.
    const QRectF field(board.left(), sideArea(true).bottom(), board.width(), kNoMansLand);
    p.setPen(QPen(bs::kFrame, 1, Qt::DashLine));
    p.drawLine(field.topLeft() + QPointF(0, field.height() / 2), field.topRight() + QPointF(0, field.height() / 2));
    p.setPen(bs::kInk);
    p.setFont(bs::serif(12, false, true));
    p.drawText(field, Qt::AlignCenter, QStringLiteral("Right fires on the opposing Left, Center on Center, Left on Right (B9.6)"));
    paintSide(p, enemyOf(m_picture.viewer), true);
    paintSide(p, m_picture.viewer, false);
    const QRectF panel(board.right() + kMargin + 6, kHeader, width() - board.right() - 2 * kMargin - 6, height() - kHeader - kMargin);
    paintDice(p, QRectF(panel.left(), panel.top(), panel.width(), panel.height() * 0.6));
    paintEliminated(p, QRectF(panel.left(), panel.top() + panel.height() * 0.6 + 8, panel.width(), panel.height() * 0.4 - 8));
}

void BattleBoardWidget::paintHeader(QPainter& p) const {
    const BattlePicture& b = m_picture;
    p.setPen(bs::kLabelPaper);
    p.setFont(bs::serif(22, true));
    QString title = QStringLiteral("Battle at %1").arg(QString::fromStdString(b.pointName));
    if (b.skirmish) title += QStringLiteral(" \u2014 a skirmish (B9.2)");
    if (b.fort) title += QStringLiteral(" \u2014 a fortified location (B9.9)");
    p.drawText(QRectF(kMargin, 4, width() - 2 * kMargin, 30), Qt::AlignLeft | Qt::AlignVCenter, title);
    QString line = QStringLiteral("Round %1 \u00b7 %2 attacking").arg(b.round).arg(bs::sideText(b.attacker));
    if (b.toAct) line += QStringLiteral(" \u00b7 %1 to act").arg(bs::sideText(*b.toAct));
    if (!b.step.empty()) line += QStringLiteral(" \u00b7 %1").arg(QString::fromStdString(b.step));
    p.setFont(bs::sans(14));
    p.drawText(QRectF(kMargin, 34, width() - 2 * kMargin, 24), Qt::AlignLeft | Qt::AlignVCenter, line);
}

void BattleBoardWidget::paintSide(QPainter& p, block::Side side, bool top) const {
    for (const BattlePosition position :
         {BattlePosition::Left, BattlePosition::Center, BattlePosition::Right, BattlePosition::Reserve})
        paintPosition(p, positionRect(side, position), side, position, top);
}

void BattleBoardWidget::paintPosition(QPainter& p, const QRectF& rect, block::Side side, BattlePosition position, bool top) const {
    const QColor wood = bs::woodOf(side);
    const bool unused = m_picture.skirmish && position != BattlePosition::Center && position != BattlePosition::Reserve;
    p.setPen(QPen(wood, 2));
    p.setBrush(QColor(wood.red(), wood.green(), wood.blue(), unused ? 10 : 34));
    p.drawRoundedRect(rect, 5, 5);
    QString caption = QStringLiteral("%1 %2").arg(bs::sideText(side), QString::fromStdString(std::string(positionName(position))));
    if (unused) caption += QStringLiteral(" \u2014 not used in a skirmish (B9.2)");
    if (position == BattlePosition::Reserve) caption += QStringLiteral(" \u2014 hidden, cannot fire (B9.1, B9.6)");
    const QRectF captionRect = top ? QRectF(rect.left() + 6, rect.bottom() - kCaption, rect.width() - 12, kCaption)
                                   : QRectF(rect.left() + 6, rect.top() + 1, rect.width() - 12, kCaption);
    p.setPen(wood.darker(140));
    p.setFont(bs::serif(13, true));
    p.drawText(captionRect, Qt::AlignLeft | Qt::AlignVCenter, caption);

    std::vector<const BattleFighter*> here;
    for (const BattleFighter& f : m_picture.fighters)
        if (f.block.side == side && f.position == position && !f.eliminated) here.push_back(&f);
    if (here.empty()) return;
    const QRectF area = top ? rect.adjusted(8, 6, -8, -kCaption - 2) : rect.adjusted(8, kCaption + 2, -8, -6);
    const auto [size, perRow] = fitBlocks(area, static_cast<int>(here.size()));
    const int rows = (static_cast<int>(here.size()) + perRow - 1) / perRow;
    const double step = size + kBlockGap;
    const double top0 = area.center().y() - (rows * step - kBlockGap) / 2;
    for (size_t i = 0; i < here.size(); ++i) {
        const BattleFighter& f = *here[i];
        const int row = static_cast<int>(i) / perRow, column = static_cast<int>(i) % perRow;
        const int inRow = std::min<int>(perRow, static_cast<int>(here.size()) - row * perRow);
        const double left0 = area.center().x() - (inRow * step - kBlockGap) / 2;
        const QRectF r(left0 + column * step, top0 + row * step, size, size);
        // B9.1: revealed blocks lie face up, their SP toward the enemy; an enemy's faces the viewer.
        const double turn = labelTurnFor(f.block.fullSp, f.block.sp) + (top && f.block.labelShown ? 180.0 : 0.0);
        paintBlock(p, r, f.block, turn, f.revealed ? BlockStance::FaceUp : BlockStance::Standing);
        if (f.fled) {
            const QRectF tag(r.left() - 2, r.bottom() - 12, r.width() + 4, 14);
            p.setPen(Qt::NoPen);
            p.setBrush(bs::kFlee);
            p.drawRoundedRect(tag, 3, 3);
            p.setPen(Qt::white);
            p.setFont(bs::sans(10, true));
            p.drawText(tag, Qt::AlignCenter, QStringLiteral("fled (B9.7)"));
        }
    }
}

void BattleBoardWidget::paintDie(QPainter& p, const QRectF& rect, const BattleDie& die) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x30, 0x28, 0x20), 1.5));
    p.setBrush(QColor(0xfb, 0xfa, 0xf4));
    p.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1c, 0x16, 0x10));
    const int f = std::clamp(die.face, 1, 6);
    if (f % 2 == 1) paintPip(p, rect, 0.5, 0.5);
    if (f >= 2) {
        paintPip(p, rect, 0.25, 0.25);
        paintPip(p, rect, 0.75, 0.75);
    }
    if (f >= 4) {
        paintPip(p, rect, 0.75, 0.25);
        paintPip(p, rect, 0.25, 0.75);
    }
    if (f == 6) {
        paintPip(p, rect, 0.25, 0.5);
        paintPip(p, rect, 0.75, 0.5);
    }
    if (die.hit || die.flee) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(die.hit ? bs::kHit : bs::kFlee, 3.5));
        p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), rect.width() * 0.22, rect.width() * 0.22);
    }
    p.restore();
}

void BattleBoardWidget::paintDice(QPainter& p, const QRectF& rect) const {
    paintPanel(p, rect, QStringLiteral("The last roll"));
    p.setFont(bs::sans(12));
    const QRectF byRect(rect.left() + 10, rect.top() + 32, rect.width() - 20, 54);
    p.drawText(byRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, QString::fromStdString(m_picture.lastRollBy));
    const double size = 52, gap = 16;
    const int perRow = std::max(1, static_cast<int>((rect.width() - 20 + gap) / (size + gap)));
    int hits = 0, flees = 0;
    for (size_t i = 0; i < m_picture.lastRoll.size(); ++i) {
        const BattleDie& die = m_picture.lastRoll[i];
        hits += die.hit;
        flees += die.flee;
        const QRectF r(rect.left() + 14 + (i % perRow) * (size + gap), byRect.bottom() + 8 + (i / perRow) * (size + gap + 14), size, size);
        paintDie(p, r, die);
        if (die.hit || die.flee) {
            p.setPen(die.hit ? bs::kHit.lighter(150) : bs::kFlee.lighter(130));
            p.setFont(bs::sans(11, true));
            p.drawText(QRectF(r.left() - 8, r.bottom() + 4, r.width() + 16, 14), Qt::AlignCenter,
                       die.hit ? QStringLiteral("hit") : QStringLiteral("flee"));
        }
    }
    if (m_picture.lastRoll.empty()) return;
    p.setPen(bs::kLabelPaper);
    p.setFont(bs::sans(13, true));
    // Two lines when the panel is narrow (1280 wide): the rules cited are never cut.
    p.drawText(QRectF(rect.left() + 10, rect.bottom() - 52, rect.width() - 20, 46), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
               QStringLiteral("%1 hit%2, %3 militia flee%4 (B9.6, B9.7)")
                   .arg(hits)
                   .arg(hits == 1 ? "" : "s")
                   .arg(flees)
                   .arg(flees == 1 ? "s" : ""));
}

void BattleBoardWidget::paintEliminated(QPainter& p, const QRectF& rect) const {
    paintPanel(p, rect, QStringLiteral("Eliminated (B9.6)"));
    double y = rect.top() + 34;
    p.setFont(bs::sans(12));
    for (const BattleFighter& f : m_picture.fighters) {
        if (!f.eliminated || y + 30 > rect.bottom()) continue;
        PictureBlock block = f.block;
        paintBlock(p, QRectF(rect.left() + 12, y, 26, 26), block, 0, BlockStance::FaceUp);
        p.setPen(bs::kLabelPaper);
        const QString name = block.labelShown ? QString::fromStdString(block.name) : QStringLiteral("%1 block").arg(bs::sideText(block.side));
        p.drawText(QRectF(rect.left() + 46, y, rect.width() - 56, 26), Qt::AlignLeft | Qt::AlignVCenter, name);
        y += 32;
    }
}

}  // namespace tricorne::app
